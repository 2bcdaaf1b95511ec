"""Art made by code from the games' content (no image assets)."""
