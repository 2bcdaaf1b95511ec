"""The app's commands: `declared` declares each one once (its name, how its argument is read),
and the groups of their handlers, each a part of `sobremesa_web.app.App` built on
`sobremesa_web.state.AppState`: `game` (choosing, setting up and playing on this device),
`saving`, `party` (several phones), `replays` and `network` (the network settings)."""
