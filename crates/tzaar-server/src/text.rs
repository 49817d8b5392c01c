//! Free text from players (chat, the names of a game's sides, imported tags): characters that
//! show nothing but change how the text around them reads are taken out.
//!
//! Unicode's format characters (category Cf: bidirectional controls such as U+202E, which
//! turns the rest of a line around; zero-width spaces and joiners; the byte order mark; tag
//! characters) and the line and paragraph separators (U+2028, U+2029) let a message look empty,
//! or make one name or line read as another. They are stripped; the zero-width joiner stays,
//! since emoji sequences are built with it, and it can neither hide nor turn text alone.

/// Whether `c` is a format character or a line or paragraph separator (see the module).
pub fn is_format(c: char) -> bool {
    matches!(
        c,
        '\u{AD}'
            | '\u{600}'..='\u{605}'
            | '\u{61C}'
            | '\u{6DD}'
            | '\u{70F}'
            | '\u{890}'..='\u{891}'
            | '\u{8E2}'
            | '\u{180E}'
            | '\u{200B}'..='\u{200F}'
            | '\u{2028}'..='\u{202E}'
            | '\u{2060}'..='\u{2064}'
            | '\u{2066}'..='\u{206F}'
            | '\u{FEFF}'
            | '\u{FFF9}'..='\u{FFFB}'
            | '\u{110BD}'
            | '\u{110CD}'
            | '\u{13430}'..='\u{1343F}'
            | '\u{1BCA0}'..='\u{1BCA3}'
            | '\u{1D173}'..='\u{1D17A}'
            | '\u{E0001}'
            | '\u{E0020}'..='\u{E007F}'
    )
}

/// The zero-width joiner, kept for emoji sequences.
const ZWJ: char = '\u{200D}';

/// `text` without its format characters (the zero-width joiner kept) and trimmed.
pub fn strip_format(text: &str) -> String {
    let kept: String = text
        .chars()
        .filter(|&c| c == ZWJ || !is_format(c))
        .collect();
    kept.trim().to_string()
}

/// Whether `text` shows something: a character that is not white space, a joiner, or one of
/// the fillers that draw as blank.
pub fn shows_something(text: &str) -> bool {
    text.chars().any(|c| {
        !c.is_whitespace()
            && !is_format(c)
            && !matches!(
                c,
                ZWJ | '\u{115F}' | '\u{1160}' | '\u{3164}' | '\u{FFA0}' | '\u{2800}'
            )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn format_characters_are_stripped_and_joined_emoji_kept() {
        assert_eq!(strip_format("ab\u{202E}cd\u{202C}"), "abcd");
        assert_eq!(strip_format("\u{200B}\u{FEFF} hi \u{2028}"), "hi");
        assert_eq!(strip_format("a\u{2029}b\u{2066}c"), "abc");
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}";
        assert_eq!(strip_format(family), family);
        assert_eq!(strip_format("Zoë <b>"), "Zoë <b>");
    }

    #[test]
    fn text_of_blanks_and_joiners_shows_nothing() {
        for blank in [
            "",
            "  ",
            "\u{200D}\u{200D}",
            "\u{3164}",
            "\u{2800} \u{115F}",
        ] {
            assert!(!shows_something(blank), "{blank:?}");
        }
        for shown in ["a", "\u{1F600}", " . "] {
            assert!(shows_something(shown), "{shown:?}");
        }
    }
}
