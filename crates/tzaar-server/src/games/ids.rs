//! Game ids, seat tokens and other randomness from the OS.

use crate::error::ApiError;

/// Whether `id` looks like a game id (so that nothing else reaches the archive).
pub fn valid_id(id: &str) -> bool {
    id.len() == 12 && id.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// 12 random base62 characters.
pub fn new_id() -> Result<String, ApiError> {
    const ALPHABET: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    let mut bytes = [0u8; 12];
    getrandom::fill(&mut bytes).map_err(|e| ApiError::Internal(format!("randomness: {e}")))?;
    // 248 is the largest multiple of 62 below 256: reject above it to stay uniform.
    let mut out = String::with_capacity(12);
    let mut pool = bytes.to_vec();
    while out.len() < 12 {
        match pool.pop() {
            Some(b) if b < 248 => out.push(char::from(ALPHABET[usize::from(b % 62)])),
            Some(_) => {}
            None => {
                let mut more = [0u8; 12];
                getrandom::fill(&mut more)
                    .map_err(|e| ApiError::Internal(format!("randomness: {e}")))?;
                pool.extend_from_slice(&more);
            }
        }
    }
    Ok(out)
}

/// A seat token: 128 random bits from the OS, in hex.
pub fn new_token() -> Result<String, ApiError> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(|e| ApiError::Internal(format!("randomness: {e}")))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// A random number from the OS.
pub fn random_u64() -> Result<u64, ApiError> {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).map_err(|e| ApiError::Internal(format!("randomness: {e}")))?;
    Ok(u64::from_le_bytes(bytes))
}

/// Compares two tokens in time that does not depend on where they differ.
pub fn same_token(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_tokens() {
        let id = new_id().unwrap();
        assert!(valid_id(&id), "{id}");
        assert_ne!(new_token().unwrap(), new_token().unwrap());
        assert!(same_token("abc", "abc") && !same_token("abc", "abd") && !same_token("a", "ab"));
    }
}
