//! E-mail addresses as players type them: checked sensibly (not the whole of RFC 5321) and
//! kept in lower case, so that one address is one key.

use crate::error::ApiError;

/// The longest address kept (RFC 5321's limit on a path).
pub const MAX_EMAIL: usize = 254;

/// The address `text` trimmed and in lower case, if it is one: one `@` with something before
/// it, a domain of dot-separated labels (at least two, none empty), at most [`MAX_EMAIL`]
/// characters, no spaces, control characters or the delimiters of mail headers. Else 400
/// `bad-email`.
pub fn check_email(text: &str) -> Result<String, ApiError> {
    let email = text.trim().to_lowercase();
    let bad = |why: &str| {
        Err(ApiError::bad(
            "bad-email",
            format!("not an e-mail address: {why}"),
        ))
    };
    if email.is_empty() || email.chars().count() > MAX_EMAIL {
        return bad("it must have 1 to 254 characters");
    }
    if email
        .chars()
        .any(|c| c.is_whitespace() || c.is_control() || "<>()[],;:\"\\".contains(c))
    {
        return bad("no spaces, control characters or <>()[],;:\"\\");
    }
    let Some((local, domain)) = email.split_once('@') else {
        return bad("it needs an @");
    };
    if local.is_empty() || domain.contains('@') {
        return bad("it needs one @, with a name before it");
    }
    let labels: Vec<&str> = domain.split('.').collect();
    if labels.len() < 2 || labels.iter().any(|l| l.is_empty()) {
        return bad("its domain needs a dot, as in example.org");
    }
    Ok(email)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sensible_addresses_pass_in_lower_case_and_the_rest_are_bad_email() {
        assert_eq!(check_email(" Ann@Example.ORG ").unwrap(), "ann@example.org");
        assert_eq!(
            check_email("a.b+c@mail.example.co").unwrap(),
            "a.b+c@mail.example.co"
        );
        let long = format!("{}@example.org", "a".repeat(242));
        assert_eq!(long.len(), 254);
        assert!(check_email(&long).is_ok());
        for bad in [
            "",
            "ann",
            "ann@",
            "@example.org",
            "ann@example",
            "ann@@example.org",
            "a@b@example.org",
            "ann@example..org",
            "ann@.example.org",
            "ann@example.org.",
            "an n@example.org",
            "ann@exa\tmple.org",
            "ann\u{0}@example.org",
            "<ann@example.org>",
            "ann@example.org, bob@example.org",
            &format!("{}@example.org", "a".repeat(243)),
        ] {
            let e = check_email(bad).unwrap_err();
            assert_eq!(e.code(), "bad-email", "{bad:?}");
        }
    }
}
