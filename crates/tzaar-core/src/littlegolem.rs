//! LittleGolem record import.
