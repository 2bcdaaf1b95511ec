"""The few HTML builders the screens share; every text and attribute goes through `esc`.

Screens return HTML strings (a pure function of the view), which keeps them testable without a
browser; escaping here is what makes a player called `<img onerror=…>` harmless.
"""

from __future__ import annotations

import json
import re
from html import escape
from typing import Any, TypeVar

from sobremesa_web.commands.declared import ACT, Command

A = TypeVar("A")


def esc(value: Any) -> str:
    return escape(str(value), quote=True)


def attrs(**values: Any) -> str:
    """HTML attributes; `None`/False drop out, True is a bare flag, `_` in names becomes `-`."""
    out = []
    for name, value in values.items():
        if value is None or value is False:
            continue
        name = name.rstrip("_").replace("_", "-")
        out.append(f" {name}" if value is True else f' {name}="{esc(value)}"')
    return "".join(out)


ESCAPE = {"escape": "close"}
"""`data` for a sheet's Close: the Escape key presses it (paint.js), as Escape closes a dialog."""


def button(
    label: str,
    cmd: Command[A],
    arg: A | None = None,
    *,
    cls: str = "",
    disabled: bool = False,
    aria_label: str | None = None,
    title: str | None = None,
    pressed: bool | None = None,
    inner_html: str | None = None,
    data: dict[str, str] | None = None,
    key: str | None = None,
    field: tuple[str, str] | None = None,
) -> str:
    """A real <button> whose click sends the command `cmd` (its declaration, named on the page by
    `data-cmd`) with `arg` (JSON in `data-arg`), of the type `cmd` reads, to the app; `data` adds
    `data-*` attributes for the browser glue (e.g. `copy`: text to put on the clipboard).

    `field` (name, value): a choice that rides with the tap as an HTML form's submit button
    does. The form's values carry `name`=`value` when this button is the one tapped, and never
    otherwise (web/boot.js `formValues`): a row of these is a segmented choice read as a
    field, drawn without the costly machinery of a <select>.

    `key` becomes the button's id: the paint morphs the page, and a control keeps its identity
    (the finger on it, the keyboard focus) across repaints when its id stays the same even as
    its label or argument change ("Play my 12" becoming "Play my 31")."""
    extra = {f"data_{k}": v for k, v in (data or {}).items()}
    data_arg = cmd.arg(arg)
    return (
        "<button"
        + attrs(
            type="button",
            id=key,
            name=field[0] if field else None,
            value=field[1] if field else None,
            class_=cls or None,
            data_cmd=cmd.name,
            data_arg=data_arg,
            disabled=disabled,
            aria_label=aria_label,
            title=title,
            aria_pressed=None if pressed is None else ("true" if pressed else "false"),
            **extra,
        )
        + ">"
        + (inner_html if inner_html is not None else esc(label))
        + "</button>"
    )


def act(label: str, action: dict[str, Any], **kwargs: Any) -> str:
    """A button that submits a game action for the seat on screen; its id comes from the
    action unless a `key` says otherwise (for a control that must stay put as its action
    changes)."""
    kwargs.setdefault("key", slug(ACT.name, *action.values()))
    return button(label, ACT, action, **kwargs)


def slug(*parts: Any) -> str:
    """An id made of `parts`: letters, digits, `-` and `_` only."""
    text = "-".join(json.dumps(p) if isinstance(p, list | dict) else str(p) for p in parts)
    return re.sub(r"[^A-Za-z0-9_-]+", "_", text)


def field(tag: str, content: str = "", **attributes: Any) -> str:
    """An <input> (no content) or a <textarea> with escaped attributes and text."""
    if tag == "input":
        return f"<input{attrs(**attributes)}>"
    return f"<{tag}{attrs(**attributes)}>{esc(content)}</{tag}>"
