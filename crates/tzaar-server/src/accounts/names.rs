//! Account names: 2 to 20 of `A-Za-z0-9_-`, unique whatever their case.

use crate::error::ApiError;

/// The shortest name.
pub const MIN_NAME: usize = 2;
/// The longest name.
pub const MAX_NAME: usize = 20;

/// Checks a name to sign up with: 400 `bad-name` unless it is 2-20 of `A-Za-z0-9_-`.
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

/// The key names are unique by: the name in lower case.
pub fn name_key(name: &str) -> String {
    name.to_ascii_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        for good in ["ab", "Level-10", "a_b-C9", "x".repeat(20).as_str()] {
            assert!(check_name(good).is_ok(), "{good}");
        }
        for bad in ["", "a", "a b", "é1", "x".repeat(21).as_str(), "a/b", "<b>"] {
            assert!(check_name(bad).is_err(), "{bad}");
        }
        assert_eq!(name_key("AnN"), "ann");
    }
}
