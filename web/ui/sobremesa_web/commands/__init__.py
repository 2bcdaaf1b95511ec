"""The app's commands in groups, each a part of `sobremesa_web.app.App`: `game` (choosing,
setting up and playing on this device), `saving`, `party` (several phones) and `replays`."""
