//! What the instances sharing the archive tell each other, put to work here: this
//! instance joins the cluster (starts listening, says hello and that it is alive) and hands
//! each [`Note`] it hears to the service it is for: the games, the lobby, the sessions.

use tokio::sync::mpsc;

use crate::cluster::{Envelope, HEARTBEAT, Note, SILENT_AFTER};
use crate::dates::now_ms;
use crate::error::ApiError;
use crate::state::AppState;
use crate::store::{GAME_CHANNEL, Heard};

impl AppState {
    /// Joins the other instances sharing the archive, if it is one they can share: starts
    /// sending this instance's notes, hearing theirs, saying it is alive and forgetting the
    /// instances that fall silent. `false` (nothing started) for an archive only one process
    /// uses.
    pub async fn join_cluster(&self) -> Result<bool, ApiError> {
        let Some(heard) = self.games().blocking(|s| s.listen()).await? else {
            return Ok(false);
        };
        let (out_tx, out_rx) = mpsc::unbounded_channel();
        if self.inner.bus.out.set(out_tx).is_err() {
            return Ok(true);
        }
        tokio::spawn(self.clone().send_notes(out_rx));
        let (in_tx, mut in_rx) = mpsc::unbounded_channel();
        std::thread::Builder::new()
            .name("tzaar-listen".into())
            .spawn(move || {
                while let Ok(h) = heard.recv() {
                    if in_tx.send(h).is_err() {
                        break;
                    }
                }
            })
            .map_err(|e| ApiError::Internal(format!("cannot start the listener: {e}")))?;
        let state = self.clone();
        tokio::spawn(async move {
            while let Some(h) = in_rx.recv().await {
                state.hear(h).await;
            }
        });
        let state = self.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(HEARTBEAT);
            loop {
                tick.tick().await;
                state.inner.bus.tell(Note::Alive);
                state.forget_silent().await;
            }
        });
        self.inner.bus.tell(Note::Hello);
        Ok(true)
    }

    /// Sends the queued notes through the archive, in order, several per blocking call.
    async fn send_notes(self, mut rx: mpsc::UnboundedReceiver<(&'static str, String)>) {
        while let Some(first) = rx.recv().await {
            let mut batch = vec![first];
            while batch.len() < 64
                && let Ok(next) = rx.try_recv()
            {
                batch.push(next);
            }
            let sent = self
                .games()
                .blocking(move |s| {
                    for (channel, text) in &batch {
                        s.notify(channel, text)?;
                    }
                    Ok(())
                })
                .await;
            if let Err(e) = sent {
                tracing::warn!(%e, "cannot tell the other instances");
            }
        }
    }

    /// Acts on what was heard.
    async fn hear(&self, heard: Heard) {
        let (channel, payload) = match heard {
            Heard::Reconnected => {
                // Whatever was told meanwhile was missed: read every game in memory again and
                // ask the others what they have.
                for handle in self.games().registry().all() {
                    let mut live = handle.live.lock().await;
                    if let Err(e) = self.games().reload(&handle, &mut live).await {
                        tracing::warn!(game = %handle.id, %e, "cannot read a game again");
                    }
                }
                self.inner.bus.tell(Note::Hello);
                return;
            }
            Heard::Message { channel, payload } => (channel, payload),
        };
        if channel == GAME_CHANNEL {
            self.game_changed(&payload);
            return;
        }
        let Ok(Envelope { from, note }) = serde_json::from_str::<Envelope>(&payload) else {
            tracing::warn!(%channel, "an unreadable note from another instance");
            return;
        };
        if from == self.inner.bus.me {
            return;
        }
        self.inner.peers.lock().insert(from.clone(), now_ms());
        match note {
            Note::Chat { game, message } => {
                if let Some(handle) = self.games().registry().loaded(&game)
                    && handle.tx.receiver_count() > 0
                {
                    let _ = handle.tx.send(message);
                }
            }
            Note::Seats { game, seats } => {
                if let Some(handle) = self.games().registry().loaded(&game) {
                    let mut live = handle.live.lock().await;
                    if live.presence.set_remote(&from, seats, now_ms()) {
                        handle.publish(&live);
                    }
                }
            }
            Note::Who { game } => {
                if let Some(handle) = self.games().registry().loaded(&game) {
                    let seats = handle.live.lock().await.presence.local();
                    if seats != [0, 0] {
                        self.inner.bus.tell(Note::Seats { game, seats });
                    }
                }
            }
            Note::Lobby { to, text } => self.inner.lobby.publish_here(text, to),
            Note::Online { joined, left, bots } => {
                self.inner.lobby.remote_change(&from, joined, left, &bots)
            }
            Note::Hello => {
                for handle in self.games().registry().all() {
                    let seats = handle.live.lock().await.presence.local();
                    if seats != [0, 0] {
                        let game = handle.id.clone();
                        self.inner.bus.tell(Note::Seats { game, seats });
                    }
                }
                let local = self.inner.lobby.local();
                let bots = self.inner.lobby.bots_among(&local);
                self.inner.bus.tell_online(local, true, &bots);
            }
            Note::BotStream { name, at } => self.bots().opened_elsewhere(&name, at, &from),
            Note::SessionsEnded { ended } => {
                self.accounts().ended_here(ended);
            }
            Note::Alive => {}
        }
    }

    /// A game changed in the archive (`<id> <version>`): if it is in memory at an older
    /// version, it is read again.
    fn game_changed(&self, payload: &str) {
        let mut parts = payload.split(' ');
        let (Some(id), Some(Ok(version))) = (parts.next(), parts.next().map(str::parse::<i64>))
        else {
            tracing::warn!(%payload, "an unreadable game notification");
            return;
        };
        let Some(handle) = self.games().registry().loaded(id) else {
            return;
        };
        let state = self.clone();
        tokio::spawn(async move {
            let mut live = handle.live.lock().await;
            if live.meta.version < version
                && let Err(e) = state.games().reload(&handle, &mut live).await
            {
                tracing::warn!(game = %handle.id, %e, "cannot read a changed game again");
            }
        });
    }

    /// Forgets the instances not heard from for [`SILENT_AFTER`]: their connections to games
    /// and the lobby no longer count.
    async fn forget_silent(&self) {
        let now = now_ms();
        let limit = i64::try_from(SILENT_AFTER.as_millis()).unwrap_or(i64::MAX);
        let gone: Vec<String> = {
            let mut peers = self.inner.peers.lock();
            let gone: Vec<String> = peers
                .iter()
                .filter(|(_, at)| now - **at > limit)
                .map(|(name, _)| name.clone())
                .collect();
            gone.iter().for_each(|name| {
                peers.remove(name);
            });
            gone
        };
        for name in gone {
            tracing::warn!(instance = %name, "an instance fell silent: its connections are forgotten");
            self.inner.lobby.remote_gone(&name);
            for handle in self.games().registry().all() {
                let mut live = handle.live.lock().await;
                if live.presence.set_remote(&name, [0, 0], now) {
                    handle.publish(&live);
                }
            }
        }
    }
}
