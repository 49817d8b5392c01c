//! The tuning's files as text: samples (a position and its game's result a line) and weights
//! (a `name value` a line).

use std::io::{self, BufRead, Write};

use tzaar_engine::eval::{Term, Weights};

use super::error::TuneError;
use super::generate::Sample;

/// Writes samples as text, one a line: the position string, a space, and `1` if White won
/// the game or `0` if Black did. Lines starting with `#` are comments.
pub fn write_samples(out: &mut dyn Write, samples: &[Sample]) -> io::Result<()> {
    for s in samples {
        writeln!(out, "{} {}", s.position, u8::from(s.white_won))?;
    }
    Ok(())
}

/// Reads what [`write_samples`] wrote (comments and blank lines skipped).
pub fn read_samples(input: impl BufRead) -> Result<Vec<Sample>, TuneError> {
    read_data(input, |line, parse| {
        let (position, result) = line
            .rsplit_once(' ')
            .ok_or_else(|| parse("expected a position and a result".into()))?;
        let white_won = match result {
            "1" => true,
            "0" => false,
            other => return Err(parse(format!("result `{other}` is not 1 or 0"))),
        };
        let position = position.parse().map_err(|e| parse(format!("{e}")))?;
        Ok(Sample {
            position,
            white_won,
        })
    })
}

/// What `read` makes of each line of a tuning file that holds data (trimmed; blank lines and
/// comments, `#`, are skipped). `read` is also given the error for its line with a message.
fn read_data<T>(
    input: impl BufRead,
    mut read: impl FnMut(&str, &dyn Fn(String) -> TuneError) -> Result<T, TuneError>,
) -> Result<Vec<T>, TuneError> {
    let mut items = Vec::new();
    for (i, line) in input.lines().enumerate() {
        let line = line?;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let parse = |message| TuneError::Parse {
            line: i + 1,
            message,
        };
        items.push(read(line, &parse)?);
    }
    Ok(items)
}

/// Writes weights one a line, `name value` (for example `threat[2][1][1] -900`).
pub fn write_weights(out: &mut dyn Write, w: &Weights) -> io::Result<()> {
    for t in Term::all() {
        writeln!(out, "{t} {}", w.get(t))?;
    }
    Ok(())
}

/// Reads what [`write_weights`] wrote: named weights replace those of [`Weights::default`].
pub fn read_weights(input: impl BufRead) -> Result<Weights, TuneError> {
    let names: Vec<(String, Term)> = Term::all().map(|t| (t.to_string(), t)).collect();
    let named = read_data(input, |line, parse| {
        let (name, value) = line
            .split_once(' ')
            .ok_or_else(|| parse("expected a name and a value".into()))?;
        let term = names
            .iter()
            .find(|(n, _)| n == name)
            .map(|&(_, t)| t)
            .ok_or_else(|| parse(format!("no weight is called `{name}`")))?;
        let value: i32 = value
            .trim()
            .parse()
            .map_err(|e| parse(format!("`{value}`: {e}")))?;
        Ok((term, value))
    })?;
    let mut w = Weights::default();
    for (term, value) in named {
        *w.get_mut(term) = value;
    }
    Ok(w)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tune::generate::every_position;

    #[test]
    fn samples_round_trip_through_text() {
        let samples = every_position(2, 200);
        assert!(samples.len() > 20);
        let mut text = Vec::new();
        write_samples(&mut text, &samples).unwrap();
        assert_eq!(read_samples(&text[..]).unwrap(), samples);
        assert!(matches!(
            read_samples(&b"garbage 2\n"[..]),
            Err(TuneError::Parse { line: 1, .. })
        ));
    }

    #[test]
    fn weights_round_trip_through_text() {
        let mut w = Weights::default();
        w.threat[2][1][1] = -1234;
        w.safe_types[3] = 77;
        let mut text = Vec::new();
        write_weights(&mut text, &w).unwrap();
        assert_eq!(read_weights(&text[..]).unwrap(), w);
        assert!(read_weights(&b"nonsense 3\n"[..]).is_err());
    }
}
