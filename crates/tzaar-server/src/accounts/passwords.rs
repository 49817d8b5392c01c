//! Passwords: checked for length, hashed with argon2id (a PHC string with its own salt) and
//! verified, always on a blocking thread. A password is never stored, logged or sent back.

use std::sync::OnceLock;

use argon2::Argon2;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};

use crate::error::ApiError;

/// The shortest password, in characters.
pub const MIN_PASSWORD: usize = 8;
/// The longest password, in characters.
pub const MAX_PASSWORD: usize = 200;

/// Checks a new password: 400 `bad-password` unless it has 8 to 200 characters.
pub fn check_password(password: &str) -> Result<(), ApiError> {
    if (MIN_PASSWORD..=MAX_PASSWORD).contains(&password.chars().count()) {
        Ok(())
    } else {
        Err(ApiError::bad(
            "bad-password",
            format!("a password has {MIN_PASSWORD} to {MAX_PASSWORD} characters"),
        ))
    }
}

fn hash_now(password: &str) -> Result<String, ApiError> {
    Argon2::default()
        .hash_password(password.as_bytes())
        .map(|h| h.to_string())
        .map_err(|e| ApiError::Internal(format!("cannot hash a password: {e}")))
}

fn verify_now(password: &str, hash: &str) -> bool {
    PasswordHash::new(hash).is_ok_and(|h| {
        Argon2::default()
            .verify_password(password.as_bytes(), &h)
            .is_ok()
    })
}

/// A hash verified when the name is unknown, so that an unknown name takes as long as a
/// wrong password.
fn decoy_hash() -> &'static str {
    static DECOY: OnceLock<String> = OnceLock::new();
    DECOY.get_or_init(|| hash_now("not anybody's password").unwrap_or_default())
}

async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<T, ApiError> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(|e| ApiError::Internal(format!("password task failed: {e}")))
}

/// The argon2id PHC string (`$argon2id$...`) of a password, with a random salt.
pub async fn hash_password(password: String) -> Result<String, ApiError> {
    blocking(move || hash_now(&password)).await?
}

/// Whether `password` matches `hash`; with no hash (an unknown name or a bot), `false` after
/// as much work as a real check.
pub async fn verify_password(password: String, hash: Option<String>) -> Result<bool, ApiError> {
    blocking(move || match hash {
        Some(hash) => verify_now(&password, &hash),
        None => {
            verify_now(&password, decoy_hash());
            false
        }
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn hashes_verify_and_differ() {
        let h1 = hash_password("correct horse".into()).await.unwrap();
        let h2 = hash_password("correct horse".into()).await.unwrap();
        assert!(h1.starts_with("$argon2id$"), "{h1}");
        assert_ne!(h1, h2);
        assert!(
            verify_password("correct horse".into(), Some(h1.clone()))
                .await
                .unwrap()
        );
        assert!(
            !verify_password("correct horsE".into(), Some(h1))
                .await
                .unwrap()
        );
        assert!(!verify_password("x".into(), None).await.unwrap());
        assert!(
            !verify_password("x".into(), Some("garbage".into()))
                .await
                .unwrap()
        );
    }

    #[test]
    fn lengths() {
        assert!(check_password("12345678").is_ok());
        assert!(check_password("1234567").is_err());
        assert!(check_password(&"é".repeat(200)).is_ok());
        assert!(check_password(&"a".repeat(201)).is_err());
    }
}
