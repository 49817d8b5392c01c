//! An account's settings: its language, how the board is turned, sound, and which notices it
//! is mailed. Kept in the archive as JSON; a field missing there (an older row, or none at
//! all) takes its default, so that a new setting needs no step of the schema.

use serde::{Deserialize, Serialize};

use crate::error::ApiError;
use crate::i18n::Lang;

/// How the board is turned for a player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Board {
    /// The player's own side at the bottom (Black sees the board turned).
    #[default]
    Own,
    /// White at the bottom always.
    White,
}

/// The notices an account may be mailed, each on or off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Notices {
    /// It is the account's turn in a correspondence game.
    pub turn: bool,
    /// A correspondence game's deadline is a day away.
    pub deadline: bool,
    /// Someone challenged the account by name.
    pub challenge: bool,
    /// A game of the account ended.
    pub result: bool,
    /// A tournament's round (or a championship's season) paired the account: its game began.
    pub round: bool,
}

impl Default for Notices {
    /// Every notice on: they go only to a verified address, which the player gave for them.
    fn default() -> Notices {
        Notices {
            turn: true,
            deadline: true,
            challenge: true,
            result: true,
            round: true,
        }
    }
}

/// A kind of notice, as named in settings and unsubscribe links.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice {
    /// See [`Notices::turn`].
    Turn,
    /// See [`Notices::deadline`].
    Deadline,
    /// See [`Notices::challenge`].
    Challenge,
    /// See [`Notices::result`].
    Result,
    /// See [`Notices::round`].
    Round,
}

impl Notice {
    /// Every kind.
    pub const ALL: [Notice; 5] = [
        Notice::Turn,
        Notice::Deadline,
        Notice::Challenge,
        Notice::Result,
        Notice::Round,
    ];

    /// Its name: `turn`, `deadline`, `challenge`, `result` or `round`.
    pub fn name(self) -> &'static str {
        match self {
            Notice::Turn => "turn",
            Notice::Deadline => "deadline",
            Notice::Challenge => "challenge",
            Notice::Result => "result",
            Notice::Round => "round",
        }
    }

    /// The kind named `name`.
    pub fn from_name(name: &str) -> Option<Notice> {
        Notice::ALL.into_iter().find(|n| n.name() == name)
    }
}

impl Notices {
    /// Whether `notice` is on.
    pub fn wants(&self, notice: Notice) -> bool {
        match notice {
            Notice::Turn => self.turn,
            Notice::Deadline => self.deadline,
            Notice::Challenge => self.challenge,
            Notice::Result => self.result,
            Notice::Round => self.round,
        }
    }

    /// Turns `notice` on or off.
    pub fn set(&mut self, notice: Notice, on: bool) {
        match notice {
            Notice::Turn => self.turn = on,
            Notice::Deadline => self.deadline = on,
            Notice::Challenge => self.challenge = on,
            Notice::Result => self.result = on,
            Notice::Round => self.round = on,
        }
    }
}

/// An account's settings, as `GET /api/me/settings` shows them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The language of the site and the mails (a code such as `de`); `None`: the browser's.
    pub language: Option<String>,
    /// How the board is turned.
    pub board: Board,
    /// Whether the page plays sounds.
    pub sound: Sound,
    /// The notices mailed.
    pub notices: Notices,
}

/// Whether sounds play: a bool whose default is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Sound(pub bool);

impl Default for Sound {
    fn default() -> Sound {
        Sound(true)
    }
}

impl Settings {
    /// The settings stored as `json`; the defaults for `None` or for what cannot be read (an
    /// unreadable row must not lock a player out of their settings).
    pub fn from_stored(json: Option<&str>) -> Settings {
        json.and_then(|j| serde_json::from_str(j).ok())
            .unwrap_or_default()
    }

    /// The settings as stored.
    pub fn to_stored(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| "{}".into())
    }

    /// The language of the account's mails: its setting, else English.
    pub fn lang(&self) -> Lang {
        self.language
            .as_deref()
            .and_then(Lang::from_code)
            .unwrap_or(Lang::En)
    }

    /// These settings with `change` applied; 400 `bad-settings` for a language the site does
    /// not speak.
    pub fn changed(mut self, change: SettingsChange) -> Result<Settings, ApiError> {
        if let Some(language) = change.language {
            if let Some(code) = &language
                && Lang::from_code(code).is_none()
            {
                return Err(ApiError::bad(
                    "bad-settings",
                    format!(
                        "the site does not speak `{code}`: a language is one of {}",
                        Lang::ALL.map(Lang::code).join(", ")
                    ),
                ));
            }
            self.language = language;
        }
        if let Some(board) = change.board {
            self.board = board;
        }
        if let Some(sound) = change.sound {
            self.sound = Sound(sound);
        }
        if let Some(notices) = change.notices {
            for (notice, on) in [
                (Notice::Turn, notices.turn),
                (Notice::Deadline, notices.deadline),
                (Notice::Challenge, notices.challenge),
                (Notice::Result, notices.result),
            ] {
                if let Some(on) = on {
                    self.notices.set(notice, on);
                }
            }
        }
        Ok(self)
    }
}

/// A change of settings (`PUT /api/me/settings`): each field given is set, the others kept.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SettingsChange {
    /// The language, or `null` for the browser's.
    #[serde(default, deserialize_with = "present")]
    pub language: Option<Option<String>>,
    /// How the board is turned.
    pub board: Option<Board>,
    /// Whether sounds play.
    pub sound: Option<bool>,
    /// Notices turned on or off.
    pub notices: Option<NoticesChange>,
}

/// Notices turned on or off; those not named are kept.
#[derive(Clone, Copy, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NoticesChange {
    /// See [`Notices::turn`].
    pub turn: Option<bool>,
    /// See [`Notices::deadline`].
    pub deadline: Option<bool>,
    /// See [`Notices::challenge`].
    pub challenge: Option<bool>,
    /// See [`Notices::result`].
    pub result: Option<bool>,
}

/// A field that, when present, is `Some` even if `null`.
fn present<'de, D, T>(d: D) -> Result<Option<T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de>,
{
    T::deserialize(d).map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_settings_missing_fields_take_their_defaults() {
        let s = Settings::from_stored(Some(r#"{"board":"white","notices":{"turn":false}}"#));
        assert_eq!(s.board, Board::White);
        assert!(s.sound.0);
        assert!(!s.notices.turn && s.notices.result && s.notices.deadline);
        assert_eq!(Settings::from_stored(Some("not json")), Settings::default());
        let back = Settings::from_stored(Some(&s.to_stored()));
        assert_eq!(back, s);
    }

    #[test]
    fn a_change_sets_what_it_names_and_null_clears_the_language() {
        let change: SettingsChange =
            serde_json::from_str(r#"{"language":"pl","notices":{"result":false}}"#).unwrap();
        let s = Settings::default().changed(change).unwrap();
        assert_eq!(s.language.as_deref(), Some("pl"));
        assert_eq!(s.lang(), Lang::Pl);
        assert!(!s.notices.result && s.notices.turn);
        let clear: SettingsChange = serde_json::from_str(r#"{"language":null}"#).unwrap();
        let s = s.changed(clear).unwrap();
        assert_eq!(s.language, None);
        assert!(!s.notices.result, "what the change does not name is kept");
        let bad: SettingsChange = serde_json::from_str(r#"{"language":"xx"}"#).unwrap();
        assert_eq!(
            Settings::default().changed(bad).unwrap_err().code(),
            "bad-settings"
        );
    }
}
