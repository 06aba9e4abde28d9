//! The online tables' messages (crates/wire): what a server reads from any client, and what
//! the web app reads from a server. An accepted message must be written back to the same
//! text it reads as, or a client and the server would not agree on what was said.

use numera_wire::{ClientMessage, ServerMessage, MAX_CLIENT_FRAME};

pub fn client_samples() -> Vec<String> {
    ClientMessage::samples()
        .iter()
        .map(ClientMessage::encode)
        .collect()
}

pub fn server_samples() -> Vec<String> {
    ServerMessage::samples()
        .iter()
        .map(ServerMessage::encode)
        .collect()
}

/// A client frame, as the server takes it: over the size cap it is not even read.
pub fn client(text: &str) -> Result<(), String> {
    if text.len() > MAX_CLIENT_FRAME {
        return Err("too big".into());
    }
    let message = ClientMessage::decode(text).map_err(|e| e.to_string())?;
    let again = ClientMessage::decode(&message.encode());
    assert!(
        again.as_ref() == Ok(&message),
        "{message:?} reads back as {again:?}"
    );
    Ok(())
}

/// A server frame, as the web app takes it.
pub fn server(text: &str) -> Result<(), String> {
    let message = ServerMessage::decode(text).map_err(|e| e.to_string())?;
    let again = ServerMessage::decode(&message.encode());
    assert!(
        again.as_ref() == Ok(&message),
        "{message:?} reads back as {again:?}"
    );
    Ok(())
}
