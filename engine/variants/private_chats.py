"""No private chats (reference `disable-private-chats`): only the public chat exists.

Chat is the host's affair, not the rules': the session (engine/session.py) refuses a line sent
to one seat with the keyed refusal `private-chat-off` and tells nobody of it; a window offers no
private chat in such a game (the view's `options["variants"]` says it plays the variant).
"""
from __future__ import annotations

from typing import Any

ID = "disable-private-chats"


def whispers_allowed(s: Any) -> bool:
    """Whether a chat line may go to one seat in the game whose state is `s`."""
    return ID not in (s.options.get("variants") or {})
