//! What one message of a stream does: the stream protocol's own messages (`SESSION`,
//! `ATTACH`, `AFTER`), a recorded command buffer's `BATCH`, an `ASYNC` command, or a request
//! answered on the stream.

use super::*;

/// Runs one message of stream `index` (whose payload is in `b.payload`).
pub(super) fn run_message(
    client: &Client,
    index: usize,
    local: &mut Local,
    conn: &mut Connection,
    b: &mut Buffers,
    h: Header,
) -> Result<(), SessionError> {
    match h.command {
        relay::SESSION => {
            let words = [client.token, index as u64];
            if client.trace.is_some() {
                let reply = relay::message(relay::SESSION, vk_wire::FLAG_REPLY, &words);
                client.note(index, h, &b.payload, Some(&reply), local);
            }
            return reply_words(conn, relay::SESSION, &words);
        }
        relay::ATTACH => return Err(SessionError::Order("ATTACH on an attached stream")),
        relay::AFTER => {
            if b.payload.len() % 16 != 0 {
                return Err(SessionError::Order("an AFTER message of odd size"));
            }
            lock(&client.session).stats.ordering_waits += 1;
            for k in 0..b.payload.len() / 16 {
                let (Some(other), Some(count)) = (
                    relay::word(&b.payload, 2 * k),
                    relay::word(&b.payload, 2 * k + 1),
                ) else {
                    return Err(SessionError::Order("an AFTER message of odd size"));
                };
                client.wait_for(index, other, count)?;
            }
            client.note(index, h, &b.payload, None, local);
            return Ok(());
        }
        _ => {}
    }
    let shared = &client.session;
    if h.command == relay::BATCH {
        // Recorded commands: replayed in order, under one lock; none of them has a reply.
        timeline::record(Event::BatchStart);
        let mut sess = lock(shared);
        sess.stats.batches += 1;
        let mut rest = &b.payload[..];
        while !rest.is_empty() {
            let (inner, one, next) = vk_wire::next_message(rest)?;
            rest = next;
            crate::isolation::state::note_command(index, inner.command);
            b.arena.reset();
            sess.replay(one, &b.arena)?;
        }
        timeline::record(Event::BatchEnd);
        drop(sess);
        client.note(index, h, &b.payload, None, local);
        return Ok(());
    }
    if h.command == relay::ASYNC {
        b.arena.reset();
        let inner = &b.payload[..];
        if !Header::read(inner).is_ok_and(|i| relay::is_async(i.command)) {
            return Err(SessionError::Batch);
        }
        Session::handle(shared, local, inner, &b.arena, &mut b.out)?;
        if let Some(f) = local.last_failed {
            lock(shared).lose(Some(client.pid), f);
        }
        client.note(index, h, &b.payload, None, local);
        return Ok(());
    }
    b.msg.clear();
    b.msg.resize(HEADER_SIZE, 0);
    h.write(&mut b.msg)?;
    b.msg.extend_from_slice(&b.payload);
    b.arena.reset();
    if let Some(n) = Session::handle(shared, local, &b.msg, &b.arena, &mut b.out)? {
        client.note(index, h, &b.payload, b.out.get(..n), local);
        if let Some(fd) = local.pending_fd.take() {
            crate::session::send_fd(&conn.socket, fd).map_err(SessionError::Socket)?;
        }
        // Recorded before the send, so the application's timeline never sees a reply before
        // it was sent.
        timeline::record(Event::ReplySent);
        // `send` publishes a reply that fits the ring with one commit and streams a larger
        // one.
        conn.writer
            .send(h.command, vk_wire::FLAG_REPLY, &b.out[HEADER_SIZE..n])?;
        lock(shared).stats.reply(n);
    } else {
        client.note(index, h, &b.payload, None, local);
    }
    Ok(())
}
