//! Account names: 2 to 20 of `A-Za-z0-9_-`, unique whatever their case; those that read as
//! one of the engine's levels (`Level-5`, `level11`, `Leve1-5`) are the engine's.

use crate::error::ApiError;

/// The shortest name.
pub const MIN_NAME: usize = 2;
/// The longest name.
pub const MAX_NAME: usize = 20;

/// Checks the form of a name: 400 `bad-name` unless it is 2-20 of `A-Za-z0-9_-`.
pub fn check_name(name: &str) -> Result<(), ApiError> {
    let ok = (MIN_NAME..=MAX_NAME).contains(&name.len())
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
    if ok {
        Ok(())
    } else {
        Err(ApiError::bad(
            "bad-name",
            format!(
                "a name is {MIN_NAME} to {MAX_NAME} letters, digits, `_` or `-` (A-Z, a-z, 0-9)"
            ),
        ))
    }
}

/// Checks a name to sign up with: of the form [`check_name`] asks, and not one that reads as
/// an engine level's (400 `bad-name`).
pub fn check_new_name(name: &str) -> Result<(), ApiError> {
    check_name(name)?;
    if reads_as_level(name) {
        return Err(ApiError::bad(
            "bad-name",
            "names that read as one of the engine's levels (Level-N) are the engine's",
        ));
    }
    Ok(())
}

/// Whether `name` reads as an engine level's: `level`, its `l` and `e` perhaps written `1`,
/// `I` or `3`, then perhaps `-` or `_`, then nothing or only digits (or letters that read as
/// digits: `o`, `l`, `i`).
fn reads_as_level(name: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    let looks = |c: u8| match c {
        b'1' | b'i' | b'|' => b'l',
        b'3' => b'e',
        c => c,
    };
    let Some(rest) = lower.get(5..) else {
        return false;
    };
    if !lower
        .bytes()
        .take(5)
        .map(looks)
        .eq(b"level".iter().copied())
    {
        return false;
    }
    let rest = rest.strip_prefix(['-', '_']).unwrap_or(rest);
    rest.bytes()
        .all(|b| b.is_ascii_digit() || matches!(b, b'o' | b'l' | b'i'))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::name_key;

    #[test]
    fn names() {
        for good in [
            "ab",
            "Levelheaded",
            "Level_up",
            "a_b-C9",
            "x".repeat(20).as_str(),
        ] {
            assert!(check_new_name(good).is_ok(), "{good}");
        }
        for level in [
            "Level-10", "Level-0", "Level-11", "Leve1-5", "LEVEL5", "level", "LeveI_7",
        ] {
            assert!(
                check_name(level).is_ok(),
                "{level} is a name one can challenge"
            );
            assert_eq!(
                check_new_name(level).unwrap_err().code(),
                "bad-name",
                "{level}"
            );
        }
        for bad in ["", "a", "a b", "é1", "x".repeat(21).as_str(), "a/b", "<b>"] {
            assert!(check_name(bad).is_err(), "{bad}");
        }
        assert_eq!(name_key("AnN"), "ann");
    }
}
