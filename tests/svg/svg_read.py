"""Reading a picture back: parse it as XML and list the accessible names of its cards."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter

NS = "{http://www.w3.org/2000/svg}"


def parse(text: str) -> ET.Element:
    """The root element; fails (ParseError) when the text is not well-formed XML."""
    root = ET.fromstring(text)
    assert root.tag == NS + "svg"
    kids = list(root)
    assert kids[0].tag == NS + "title"
    assert (kids[0].text or "").strip()
    assert kids[1].tag == NS + "desc"
    assert (kids[1].text or "").strip()
    return root


def cards(root: ET.Element) -> list[str]:
    """The accessible names of the cards, in document order. Each card must be an
    ``role="img"`` element whose ``<title>`` says the same as its ``aria-label``."""
    out = []
    for el in root.iter(NS + "g"):
        if el.get("class") != "card":
            continue
        name = el.get("aria-label")
        title = el.find(NS + "title")
        assert el.get("role") == "img"
        assert name
        assert title is not None
        assert title.text == name
        out.append(name)
    return out


def card_codes(root: ET.Element) -> Counter[str]:
    """The Schafkopf codes of the drawn cards, with multiplicity."""
    return Counter(
        el.get("data-card", "") for el in root.iter(NS + "g") if el.get("class") == "card"
    )
