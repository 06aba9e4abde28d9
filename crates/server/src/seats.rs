//! Who sits where, read from and written into a game's options as JSON text. Every
//! multi-seat game's options hold `"seats":["human","easy",…]` (seat kinds by their save
//! names), so the lobby handles all of them alike; the game itself checks the result
//! (`Rules::options`), so nothing written here goes into a game unchecked.

use numera_rules::json::{self, FromJson, ToJson};

/// The seat kinds the options name, in seat order.
pub fn kinds(options: &str) -> Result<Vec<String>, String> {
    let members = json::value(options)
        .and_then(json::members)
        .map_err(|e| e.to_string())?;
    let seats = members
        .iter()
        .find(|(key, _)| key == "seats")
        .ok_or("the options name no seats")?;
    Vec::<String>::from_json(seats.1).map_err(|e| e.to_string())
}

/// The options with seat `seat` made `kind` (unchecked: the game reads them next).
pub fn with_kind(options: &str, seat: usize, kind: &str) -> Result<String, String> {
    let mut seats = kinds(options)?;
    *seats.get_mut(seat).ok_or("no such seat")? = kind.to_string();
    let mut out = String::from("{");
    for (i, (key, value)) in json::value(options)
        .and_then(json::members)
        .map_err(|e| e.to_string())?
        .into_iter()
        .enumerate()
    {
        if i > 0 {
            out.push(',');
        }
        key.write_json(&mut out);
        out.push(':');
        match key.as_str() {
            "seats" => seats.write_json(&mut out),
            _ => out.push_str(value),
        }
    }
    out.push('}');
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_kind_changes_and_nothing_else() {
        let options = r#"{"seats":["human","medium"],"edition":"plusminus"}"#;
        assert_eq!(kinds(options).unwrap(), ["human", "medium"]);
        assert_eq!(
            with_kind(options, 1, "human").unwrap(),
            r#"{"seats":["human","human"],"edition":"plusminus"}"#
        );
        assert!(with_kind(options, 2, "easy").is_err());
        assert!(kinds(r#"{"teams":2}"#).is_err());
        assert!(kinds("[1]").is_err());
    }
}
