"""Sobremesa's browser UI, written in Python: screens are functions of a view.

Everything here except `browser.py` is plain Python that runs on the host too, so the screens
and the app's flow are tested with pytest; `browser.py` is the only module that touches the DOM.
"""
