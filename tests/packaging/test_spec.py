"""The PyInstaller spec, read with stand-ins for PyInstaller's build steps: one folder with `agot` and
`agot-host`, every resource at the same place as in the wheel, and per-platform icon, console and
version details."""
from __future__ import annotations

import sys
from pathlib import Path

from .helpers import PACKAGING, resource_files, version

SPEC = PACKAGING / "agot.spec"


class Step:
    made: list["Step"] = []

    def __init__(self, *args, **kwargs):
        self.args, self.kwargs = args, kwargs
        self.kind = type(self).__name__
        Step.made.append(self)


class Analysis(Step):
    def __init__(self, scripts, **kwargs):
        super().__init__(scripts, **kwargs)
        self.scripts, self.pure = scripts, ["pure"]
        qt = "PySide6/Qt"
        self.binaries = [(f"{qt}/lib/libQt6Core.so.6", "src", "BINARY"),
                         (f"{qt}/plugins/platforms/libqoffscreen.so", "src", "BINARY"),
                         (f"{qt}/plugins/sqldrivers/libqsqlite.so", "src", "BINARY")]
        self.datas = list(kwargs["datas"]) + [(f"{qt}/translations/{name}.qm", "src", "DATA") for name in
                                              ("qt_de", "qtbase_de", "qtbase_zh_CN", "qtbase_zh_TW", "qt_zh_CN")]


class PYZ(Step):
    pass


class EXE(Step):
    pass


class COLLECT(Step):
    pass


class BUNDLE(Step):
    pass


def read_spec(monkeypatch, platform: str, workpath: Path | None = None) -> dict:
    monkeypatch.setattr(sys, "platform", platform)
    Step.made = []
    ns = {"SPECPATH": str(PACKAGING), "workpath": str(workpath or PACKAGING / "no-such-folder"), "Analysis": Analysis, "PYZ": PYZ, "EXE": EXE, "COLLECT": COLLECT,
          "BUNDLE": BUNDLE, "__file__": str(SPEC)}
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), ns)
    ns["steps"] = list(Step.made)
    return ns


def of(ns, kind):
    return [s for s in ns["steps"] if s.kind == kind]


def test_linux_folder_has_both_programs_and_every_resource(monkeypatch):
    ns = read_spec(monkeypatch, "linux")
    assert ns["VERSION"] == version()
    analyses = of(ns, "Analysis")
    assert sorted(Path(a.scripts[0]).name for a in analyses) == ["entry_agot.py", "entry_host.py"]
    for a in analyses:
        assert all(Path(s).is_file() for s in a.scripts)
    exes = {e.kwargs["name"]: e.kwargs for e in of(ns, "EXE")}
    assert set(exes) == {"agot", "agot-host"}
    assert exes["agot"]["console"] is True and exes["agot-host"]["console"] is True
    assert exes["agot"]["icon"] is None  # Linux icons come with the .desktop file
    # every resource file, under agot_resources/ as in the wheel, with the package's __init__.py
    placed = {(Path(dest) / Path(src).name).as_posix() for src, dest in ns["DATAS"]}
    assert {f"agot_resources/{f}" for f in resource_files()} | {"agot_resources/__init__.py"} == placed
    for src, _dest in ns["DATAS"]:
        assert Path(src).is_file()
    (coll,) = of(ns, "COLLECT")
    assert coll.kwargs["name"] == "agot"
    kept = [e[0] for part in coll.args if isinstance(part, list) for e in part]
    assert "PySide6/Qt/plugins/platforms/libqoffscreen.so" in kept
    assert "PySide6/Qt/lib/libQt6Core.so.6" in kept
    assert not any("sqldrivers" in k or "translations/qt_" in k or "qtbase_de" in k for k in kept)
    # Qt's own strings (OK, Cancel, file dialogs) in the interface's languages
    assert {"PySide6/Qt/translations/qtbase_zh_CN.qm", "PySide6/Qt/translations/qtbase_zh_TW.qm"} <= set(kept)
    assert "agot_resources/translations/agot_zh_CN.qm" in {(Path(d) / Path(s).name).as_posix()
                                                           for s, d in ns["DATAS"]}
    assert not of(ns, "BUNDLE")


def test_macos_wraps_the_folder_in_an_app_with_icon_and_version(monkeypatch):
    ns = read_spec(monkeypatch, "darwin")
    (app,) = of(ns, "BUNDLE")
    assert app.kwargs["name"] == "A Game of Thrones.app"
    assert app.kwargs["icon"].endswith("agot.icns") and Path(app.kwargs["icon"]).is_file()
    assert app.kwargs["version"] == version()
    assert app.kwargs["info_plist"]["CFBundleShortVersionString"] == version()
    assert all(e.kwargs["icon"] == app.kwargs["icon"] for e in of(ns, "EXE"))


def test_windows_gui_without_console_with_icon_and_version_resource(monkeypatch, tmp_path):
    ns = read_spec(monkeypatch, "win32", workpath=tmp_path / "work")
    exes = {e.kwargs["name"]: e.kwargs for e in of(ns, "EXE")}
    assert exes["agot"]["console"] is False and exes["agot-host"]["console"] is True
    for kw in exes.values():
        assert kw["icon"].endswith("agot.ico") and Path(kw["icon"]).is_file()
        assert Path(kw["version"]) == tmp_path / "work" / "version_info.txt"
    # the version file is the Python expression PyInstaller evaluates with its version classes
    seen: dict[str, object] = {}

    def record(name):
        def make(*args, **kwargs):
            seen.setdefault(name, []).append((args, kwargs))
            return (name, args, kwargs)
        return make

    names = ["VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct",
             "VarFileInfo", "VarStruct"]
    eval(Path(exes["agot"]["version"]).read_text(encoding="utf-8"), {n: record(n) for n in names})
    strings = dict(args for args, _ in seen["StringStruct"])
    assert strings["ProductVersion"] == strings["FileVersion"] == version()
    assert strings["OriginalFilename"] == "agot.exe"
    (fixed,) = seen["FixedFileInfo"]
    nums = tuple(int(n) for n in version().split(".")[:3])
    assert fixed[1]["filevers"][:3] == nums and len(fixed[1]["filevers"]) == 4
    assert not of(ns, "BUNDLE")


def test_every_ruleset_card_ability_module_is_bundled(monkeypatch):
    """The engine imports a ruleset's ability module by the name in its JSON, which PyInstaller
    cannot see; the spec names each one."""
    from engine.ruleset import load_ruleset, resources_dir

    ns = read_spec(monkeypatch, "linux")
    hidden = set().union(*(set(a.kwargs["hiddenimports"]) for a in of(ns, "Analysis")))
    for path in sorted((resources_dir() / "rulesets").glob("*.json")):
        module = load_ruleset(path.stem).abilities
        assert f"engine.abilities.{module}" in hidden, path.name
