//! Every mail's words, from the catalogue of the recipient's language (`locales/*.ftl`, the
//! keys `mail-*`): one function per mail, given what it names, giving its [`Words`]. Each
//! mail is plain text: a greeting, what happened, the link on a line of its own, and at the
//! foot the link that stops such mails and the one to the settings.

use crate::i18n::{Arg, Lang, text};

/// What a mail says: its subject and its plain text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Words {
    /// The `Subject`.
    pub subject: String,
    /// The body, plain text, each link on a line of its own.
    pub text: String,
}

/// The foot of a mail: the link that stops mails like it, and the settings page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Foot<'a> {
    /// The one-click link that stops this kind of mail (or every notice).
    pub unsubscribe: &'a str,
    /// Whether the link stops every notice rather than one kind.
    pub all: bool,
    /// The settings page.
    pub settings: &'a str,
}

/// A mail of `lang`: the subject, then paragraphs (a link is a paragraph of its own), then
/// the foot.
fn mail(lang: Lang, subject: String, name: &str, paragraphs: &[String], foot: &Foot) -> Words {
    let mut parts = vec![text(lang, "mail-greeting", &[("name", Arg::Text(name))])];
    parts.extend(paragraphs.iter().cloned());
    parts.push("--".into());
    let stop = if foot.all {
        "mail-unsubscribe-all"
    } else {
        "mail-unsubscribe"
    };
    parts.push(format!("{}\n{}", text(lang, stop, &[]), foot.unsubscribe));
    parts.push(format!(
        "{}\n{}",
        text(lang, "mail-settings", &[]),
        foot.settings
    ));
    Words {
        subject,
        text: parts.join("\n\n") + "\n",
    }
}

/// A mail to `name` whose subject, text and last line are the catalogue's `keys`: a request
/// to follow `link`, valid `hours` hours, that can be ignored if it was not asked for.
fn link_mail(
    lang: Lang,
    name: &str,
    keys: [&str; 3],
    link: &str,
    hours: u64,
    foot: &Foot,
) -> Words {
    let [subject, said, ignore] = keys;
    let args = [
        ("name", Arg::Text(name)),
        ("hours", Arg::Number(hours as f64)),
    ];
    let paragraphs = [
        text(lang, said, &args),
        link.into(),
        text(lang, ignore, &[]),
    ];
    mail(lang, text(lang, subject, &[]), name, &paragraphs, foot)
}

/// The mail asking `name` to verify a new address by following `link`, valid `hours` hours.
pub fn verify(lang: Lang, name: &str, link: &str, hours: u64, foot: &Foot) -> Words {
    let keys = [
        "mail-verify-subject",
        "mail-verify-text",
        "mail-verify-ignore",
    ];
    link_mail(lang, name, keys, link, hours, foot)
}

/// The mail letting `name` choose a new password by following `link`, valid `hours` hours.
pub fn reset(lang: Lang, name: &str, link: &str, hours: u64, foot: &Foot) -> Words {
    let keys = ["mail-reset-subject", "mail-reset-text", "mail-reset-ignore"];
    link_mail(lang, name, keys, link, hours, foot)
}

/// A notice to `name` whose subject and text are the catalogue's `keys` with `args`, then
/// `link`.
fn notice(
    lang: Lang,
    name: &str,
    keys: [&str; 2],
    args: &[(&str, Arg)],
    link: &str,
    foot: &Foot,
) -> Words {
    let [subject, said] = keys;
    let paragraphs = [text(lang, said, args), link.into()];
    mail(lang, text(lang, subject, args), name, &paragraphs, foot)
}

/// The notice to `name` that it is their turn against `opponent` in the game at `link`.
pub fn turn(lang: Lang, name: &str, opponent: &str, link: &str, foot: &Foot) -> Words {
    let args = [("opponent", Arg::Text(opponent))];
    let keys = ["mail-turn-subject", "mail-turn-text"];
    notice(lang, name, keys, &args, link, foot)
}

/// The notice to `name` that their turn against `opponent` at `link` must be played by
/// `deadline` (as written for the mail, in UTC).
pub fn deadline(
    lang: Lang,
    name: &str,
    opponent: &str,
    deadline: &str,
    link: &str,
    foot: &Foot,
) -> Words {
    let args = [
        ("opponent", Arg::Text(opponent)),
        ("deadline", Arg::Text(deadline)),
    ];
    let keys = ["mail-deadline-subject", "mail-deadline-text"];
    notice(lang, name, keys, &args, link, foot)
}

/// The notice to `name` that `from` challenged them; `link` is the lobby.
pub fn challenge(lang: Lang, name: &str, from: &str, link: &str, foot: &Foot) -> Words {
    let args = [("from", Arg::Text(from))];
    let keys = ["mail-challenge-subject", "mail-challenge-text"];
    notice(lang, name, keys, &args, link, foot)
}

/// The notice to `name` that round `round` of `tournament` paired them with `opponent` in
/// the game at `link`.
pub fn round(
    lang: Lang,
    name: &str,
    tournament: &str,
    round: u32,
    opponent: &str,
    link: &str,
    foot: &Foot,
) -> Words {
    let args = [
        ("tournament", Arg::Text(tournament)),
        ("round", Arg::Number(f64::from(round))),
        ("opponent", Arg::Text(opponent)),
    ];
    let keys = ["mail-round-subject", "mail-round-text"];
    notice(lang, name, keys, &args, link, foot)
}

/// How a game ended for the player told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// They won.
    Won,
    /// They lost.
    Lost,
    /// It ended without a winner (aborted).
    NoWinner,
}

/// The notice to `name` that their game against `opponent` at `link` ended with `outcome`.
pub fn result(
    lang: Lang,
    name: &str,
    opponent: &str,
    outcome: Outcome,
    link: &str,
    foot: &Foot,
) -> Words {
    let args = [("opponent", Arg::Text(opponent))];
    let said = match outcome {
        Outcome::Won => "mail-result-won",
        Outcome::Lost => "mail-result-lost",
        Outcome::NoWinner => "mail-result-none",
    };
    mail(
        lang,
        text(lang, "mail-result-subject", &args),
        name,
        &[
            text(lang, said, &args),
            text(lang, "mail-result-link", &[]),
            link.into(),
        ],
        foot,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const FOOT: Foot<'static> = Foot {
        unsubscribe: "https://x/unsubscribe?token=u",
        all: false,
        settings: "https://x/settings",
    };

    #[test]
    fn each_mail_names_the_account_and_holds_its_links_on_lines_of_their_own() {
        for lang in Lang::ALL {
            for words in [
                verify(lang, "ann", "https://x/verify#token=ab", 48, &FOOT),
                reset(lang, "ann", "https://x/reset#token=ab", 1, &FOOT),
                turn(lang, "ann", "bob", "https://x/game/g", &FOOT),
                deadline(
                    lang,
                    "ann",
                    "bob",
                    "2026-01-02 03:04",
                    "https://x/game/g",
                    &FOOT,
                ),
                challenge(lang, "ann", "bob", "https://x/", &FOOT),
                result(lang, "ann", "bob", Outcome::Won, "https://x/game/g", &FOOT),
            ] {
                assert!(words.subject.starts_with("TZAAR"), "{}", words.subject);
                assert!(words.text.contains("ann"));
                let lines: Vec<&str> = words.text.lines().collect();
                assert!(lines.contains(&"https://x/unsubscribe?token=u"));
                assert!(lines.contains(&"https://x/settings"));
                assert!(
                    lines.iter().filter(|l| l.starts_with("https://x/")).count() >= 3,
                    "{}",
                    words.text
                );
                // Every placeable was filled.
                assert!(!words.text.contains('{') && !words.subject.contains('{'));
            }
        }
        let one = reset(Lang::En, "a", "l", 1, &FOOT).text;
        assert!(one.contains("within one hour;"), "{one}");
        let de = turn(Lang::De, "ann", "bob", "l", &FOOT);
        assert!(
            de.subject.contains("bob") && de.text.contains("Hallo"),
            "{de:?}"
        );
    }
}
