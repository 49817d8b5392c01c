//! `sql!`, the archive's way to write a query once for SQLite and PostgreSQL.
//!
//! `sql!("SELECT name FROM accounts WHERE id = {id}")` is a closure that takes the
//! connection's dialect (any sea-query `QueryBuilder`) and builds the query for it with
//! sea-query's `raw_sql!`: the values named in braces become the dialect's placeholders
//! (`?` or `$n`) and are bound in order. The names are read where `sql!` is written, so the
//! closure borrows the caller's variables.
//!
//! It is `|b| sea_query::raw_sql!(seaql::b::query, "...")`, which a `macro_rules!` macro
//! cannot write: the names in the text would then be looked up inside that macro, not at the
//! query. The crate using it depends on `sea-query` with its `derive` feature.

use proc_macro::TokenStream;
use quote::quote;

/// A closure building the query `text` (a string literal, its values named in braces) for the
/// dialect it is given. See the crate's documentation.
#[proc_macro]
pub fn sql(text: TokenStream) -> TokenStream {
    let text = proc_macro2::TokenStream::from(text);
    quote!(|b| ::sea_query::raw_sql!(seaql::b::query, #text)).into()
}
