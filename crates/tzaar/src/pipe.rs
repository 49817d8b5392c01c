//! Output into a closed pipe: the reader has gone (`tzaar perft | head -1`), which is no
//! error of ours.

/// Whether an error comes from writing into a pipe whose reader has closed it.
pub fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}
