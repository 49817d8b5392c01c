//! Every word a mail says, in one place, in English for now.
//!
//! The hook for a catalogue of languages: each mail is one function here, given what it
//! names (the account, the link) and giving its [`Words`]. When the server learns a player's
//! language, each function takes it as its first argument and picks its text by it; nothing
//! else needs to change, since the rest of the mail code only passes the words on.

/// What a mail says: its subject and its plain text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Words {
    /// The `Subject`.
    pub subject: String,
    /// The body, plain text, the link on a line of its own.
    pub text: String,
}

/// The mail asking `name` to verify a new address by following `link`, valid `hours` hours.
pub fn verify(name: &str, link: &str, hours: u64) -> Words {
    Words {
        subject: "TZAAR: confirm your e-mail address".into(),
        text: format!(
            "Hello {name},\n\n\
             this address was given for the TZAAR account \"{name}\". To confirm it, open this \
             link within {hours} hours:\n\n\
             {link}\n\n\
             If you did not ask for this, ignore this mail: the address stays unconfirmed.\n"
        ),
    }
}

/// The mail letting `name` choose a new password by following `link`, valid `hours` hours.
pub fn reset(name: &str, link: &str, hours: u64) -> Words {
    Words {
        subject: "TZAAR: choose a new password".into(),
        text: format!(
            "Hello {name},\n\n\
             a new password was asked for the TZAAR account \"{name}\". To choose one, open \
             this link within {hours} hour{s}; it works once:\n\n\
             {link}\n\n\
             If you did not ask for this, ignore this mail: your password stays as it is.\n",
            s = if hours == 1 { "" } else { "s" }
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_mail_names_the_account_and_holds_its_link_on_a_line_of_its_own() {
        for words in [
            verify("ann", "https://x/verify#token=ab", 48),
            reset("ann", "https://x/reset#token=ab", 1),
        ] {
            assert!(words.subject.starts_with("TZAAR: "));
            assert!(words.text.contains("\"ann\""));
            assert!(
                words
                    .text
                    .lines()
                    .any(|l| l.starts_with("https://x/") && l.ends_with("#token=ab"))
            );
        }
        assert!(reset("a", "l", 1).text.contains("within 1 hour;"));
    }
}
