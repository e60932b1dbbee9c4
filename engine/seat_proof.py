"""Proving a seat's token without sending it (docs/PROTOCOL.md §4 "Proving a seat").

On every connection the host first sends a `challenge` with a fresh random nonce and its game
id. A client that takes a seat with its token answers in its `hello` with a nonce of its own
and `proof`: an HMAC-SHA256, keyed with the token, over a text that names the game, the seat,
the host's address and port as this connection reaches it, and both nonces. So the token
itself never crosses the network, and a proof is good for that one connection only: a host
that is not the real one (another address, another game, another connection) learns nothing
it can take a seat with.

Pure functions: both the host and the clients use them, so there is one construction.
"""
from __future__ import annotations

import hashlib
import hmac
import ipaddress
import re
import secrets

PROOF_LABEL = "agot-seat-proof-1"
NONCE_HEX = 32  # hex digits in a nonce: 128 random bits
PROOF_HEX = 64  # hex digits in a proof: HMAC-SHA256
LOCAL_ENDPOINT = ("local", 0)  # an in-process link, which has no network address
_NONCE = re.compile(r"^[0-9a-f]{32}$")
_PROOF = re.compile(r"^[0-9a-f]{64}$")


def new_nonce() -> str:
    """128 random bits as 32 lowercase hex digits."""
    return secrets.token_hex(NONCE_HEX // 2)


def is_nonce(value: object) -> bool:
    return isinstance(value, str) and bool(_NONCE.fullmatch(value))


def is_proof(value: object) -> bool:
    return isinstance(value, str) and bool(_PROOF.fullmatch(value))


def endpoint_text(address: str) -> str:
    """The host's address as both sides write it: an IPv4 address dotted, an IPv4 address
    reached over IPv6 (::ffff:a.b.c.d) as the IPv4 one, any other IPv6 address in its short
    form (RFC 5952) without a zone; a name that is no IP address as it is."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return str(ip)


def seat_proof(token: str, game_id: str, seat: str, host: str, port: int, host_nonce: str,
               client_nonce: str) -> str:
    """HMAC-SHA256(key = token in UTF-8, message = the lines below in UTF-8), in lowercase hex:

        agot-seat-proof-1 LF game_id LF seat LF host LF port LF host_nonce LF client_nonce

    `host` is `endpoint_text` of the host's address and `port` its TCP port in decimal, both as
    the client dialled them (the host checks them against its own end of the connection)."""
    text = "\n".join([PROOF_LABEL, game_id, seat, endpoint_text(host), str(int(port)), host_nonce, client_nonce])
    return hmac.new(token.encode("utf-8"), text.encode("utf-8"), hashlib.sha256).hexdigest()


def proof_matches(given: object, token: str, game_id: str, seat: str, host: str, port: int,
                  host_nonce: str, client_nonce: str) -> bool:
    """A constant-time check of a client's proof (any value: a malformed one is no match)."""
    if not is_proof(given) or not is_nonce(client_nonce):
        return False
    expected = seat_proof(token, game_id, seat, host, port, host_nonce, client_nonce)
    return hmac.compare_digest(expected, str(given))


__all__ = ["PROOF_LABEL", "LOCAL_ENDPOINT", "new_nonce", "is_nonce", "is_proof", "endpoint_text", "seat_proof",
           "proof_matches"]
