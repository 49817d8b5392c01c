// Placeholder: the board's drawing is written separately.
export {};
