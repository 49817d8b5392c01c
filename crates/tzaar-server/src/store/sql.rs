//! Queries written once for SQLite and PostgreSQL.
//!
//! A query is SQL text that both databases understand, with its values named in braces,
//! written with `sql!` (the `tzaar-sql` crate): a closure that builds it with sea-query's
//! `raw_sql!` for the connection's [`Dialect`] (its placeholders, `?` or `$n`), which the
//! connection hands it:
//!
//! ```ignore
//! let version: Option<i64> =
//!     c.first_value(sql!("SELECT version FROM games WHERE id = {id}"))?;
//! ```
//!
//! The rows come back as [`Row`]s of [`Cell`]s, read the same whichever database answered.
//! A [`Backend`] runs work in a transaction or on a plain connection, a `&mut dyn Conn`: the
//! database is a value chosen at run time, so the archive ([`super::Store`]) is one type and
//! each of its methods is written once. What only PostgreSQL does (notifications, row locks,
//! advisory locks) is asked of the connection (`is_shared`, [`Conn::notify`],
//! [`Conn::lock_key`]) and written in `postgres.rs`.

use sea_query::raw_sql::seaql::Query;
use sea_query::{
    BinOper, EscapeBuilder, ExplainStatement, Expr, Oper, OperLeftAssocDecider,
    PostgresQueryBuilder, PrecedenceDecider, QueryBuilder, Quote, QuotedBuilder, SelectInto,
    SqlWriter, SqliteQueryBuilder, SubQueryStatement, TableRefBuilder, Value,
};

use super::error::StoreError;

/// A value read from a column.
#[derive(Clone, Debug, PartialEq)]
pub enum Cell {
    /// SQL `NULL`.
    Null,
    /// An integer (SQLite's, or PostgreSQL's `BIGINT`, `INTEGER`, `SMALLINT`).
    Int(i64),
    /// A boolean (PostgreSQL's; SQLite keeps booleans as integers).
    Bool(bool),
    /// A floating-point number.
    Real(f64),
    /// Text.
    Text(String),
}

/// One row of an answer, its columns in the order selected.
#[derive(Clone, Debug, PartialEq)]
pub struct Row(pub Vec<Cell>);

impl Row {
    /// Column `idx` as a `T`; an error naming the column if it is missing or of another kind.
    pub fn get<T: FromCell>(&self, idx: usize) -> Result<T, StoreError> {
        let cell = self
            .0
            .get(idx)
            .ok_or_else(|| StoreError::Db(format!("column {idx} is not in the row").into()))?;
        T::from_cell(cell).map_err(|why| StoreError::Db(format!("column {idx}: {why}").into()))
    }
}

/// `T { a, b, .. }` read from a [`Row`]'s columns in the order its fields are named (the
/// order the query selects them in): `read_row!(r => ChatLine { seq, side, author, text, at })`.
/// A field may be a struct read from the next columns in turn, `deleted: DeletedSeats { white,
/// black }`. Each field's type says how its cell is read ([`FromCell`]).
macro_rules! read_row {
    ($row:expr => $t:ident { $($fields:tt)* }) => {{
        let row: &$crate::store::sql::Row = $row;
        let mut columns = 0usize..;
        $crate::store::sql::read_row!(@struct row, columns, $t { $($fields)* })
    }};
    (@struct $row:ident, $columns:ident,
        $t:ident { $($field:ident $(: $sub:ident { $($inner:ident),* $(,)? })?),* $(,)? }) => {
        $t { $($field: $crate::store::sql::read_row!(
            @field $row, $columns, $($sub { $($inner),* })?
        )),* }
    };
    (@field $row:ident, $columns:ident, ) => {
        $row.get($columns.next().unwrap_or_default())?
    };
    (@field $row:ident, $columns:ident, $sub:ident { $($inner:ident),* }) => {
        $sub { $($inner: $row.get($columns.next().unwrap_or_default())?),* }
    };
}
pub(crate) use read_row;

/// A Rust value read from a [`Cell`].
pub trait FromCell: Sized {
    /// The value, or why the cell cannot be one.
    fn from_cell(cell: &Cell) -> Result<Self, String>;
}

impl FromCell for i64 {
    fn from_cell(cell: &Cell) -> Result<i64, String> {
        match cell {
            Cell::Int(v) => Ok(*v),
            other => Err(format!("{other:?} is not an integer")),
        }
    }
}

/// Narrower integers, stored as 64-bit ones.
macro_rules! narrow_int {
    ($($t:ty),*) => {$(
        impl FromCell for $t {
            fn from_cell(cell: &Cell) -> Result<$t, String> {
                let v = i64::from_cell(cell)?;
                <$t>::try_from(v).map_err(|_| format!("{v} is out of range"))
            }
        }
    )*};
}
narrow_int!(u8, u32, u64, usize, i32);

impl FromCell for bool {
    fn from_cell(cell: &Cell) -> Result<bool, String> {
        match cell {
            Cell::Bool(v) => Ok(*v),
            Cell::Int(v) => Ok(*v != 0),
            other => Err(format!("{other:?} is not a boolean")),
        }
    }
}

impl FromCell for f64 {
    fn from_cell(cell: &Cell) -> Result<f64, String> {
        match cell {
            Cell::Real(v) => Ok(*v),
            Cell::Int(v) => Ok(*v as f64),
            other => Err(format!("{other:?} is not a number")),
        }
    }
}

impl FromCell for String {
    fn from_cell(cell: &Cell) -> Result<String, String> {
        match cell {
            Cell::Text(v) => Ok(v.clone()),
            other => Err(format!("{other:?} is not text")),
        }
    }
}

impl<T: FromCell> FromCell for Option<T> {
    fn from_cell(cell: &Cell) -> Result<Option<T>, String> {
        match cell {
            Cell::Null => Ok(None),
            other => T::from_cell(other).map(Some),
        }
    }
}

/// Which database a query is built for: the builder handed to the closures that build
/// queries (`raw_sql!(seaql::b::query, ..)` asks it for its placeholders, `?` or `$n`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    /// SQLite.
    Sqlite,
    /// PostgreSQL.
    Postgres,
}

/// `$call` on the builder of `$dialect`'s database.
macro_rules! delegate {
    ($dialect:expr, |$b:ident| $call:expr) => {
        match $dialect {
            Dialect::Sqlite => {
                let $b = SqliteQueryBuilder;
                $call
            }
            Dialect::Postgres => {
                let $b = PostgresQueryBuilder;
                $call
            }
        }
    };
}

/// As its database's builder, but for its placeholders, which it says itself. `raw_sql!` asks
/// it only for those; a statement of sea-query's builder is built by `built` with the
/// database's own builder.
impl QueryBuilder for Dialect {
    fn placeholder(&self) -> (&'static str, bool) {
        match self {
            Dialect::Sqlite => ("?", false),
            Dialect::Postgres => ("$", true),
        }
    }

    fn prepare_query_statement(&self, query: &SubQueryStatement, sql: &mut impl SqlWriter) {
        delegate!(self, |b| b.prepare_query_statement(query, sql))
    }

    fn prepare_select_into(&self, into: &SelectInto, sql: &mut impl SqlWriter) {
        delegate!(self, |b| b.prepare_select_into(into, sql))
    }

    fn prepare_explain_statement(&self, explain: &ExplainStatement, sql: &mut impl SqlWriter) {
        delegate!(self, |b| b.prepare_explain_statement(explain, sql))
    }

    fn prepare_value(&self, value: Value, sql: &mut impl SqlWriter) {
        delegate!(self, |b| b.prepare_value(value, sql))
    }
}

impl QuotedBuilder for Dialect {
    fn quote(&self) -> Quote {
        delegate!(self, |b| b.quote())
    }
}

impl EscapeBuilder for Dialect {
    fn write_escaped(&self, buffer: &mut impl std::fmt::Write, string: &str) {
        delegate!(self, |b| b.write_escaped(buffer, string))
    }
}

impl TableRefBuilder for Dialect {}

impl OperLeftAssocDecider for Dialect {
    fn well_known_left_associative(&self, op: &BinOper) -> bool {
        delegate!(self, |b| b.well_known_left_associative(op))
    }
}

impl PrecedenceDecider for Dialect {
    fn inner_expr_well_known_greater_precedence(&self, inner: &Expr, outer: &Oper) -> bool {
        delegate!(self, |b| b
            .inner_expr_well_known_greater_precedence(inner, outer))
    }
}

/// A connection, in a transaction or not, that runs queries built for its dialect. The
/// queries are asked of it through the methods of `dyn Conn` (`exec`, `all`, `first`,
/// `first_value`, `value`), each given a closure that builds its query for the dialect.
pub trait Conn {
    /// The dialect its queries are built for.
    fn dialect(&self) -> Dialect;
    /// Runs a statement built for this dialect; the number of rows it changed.
    fn execute(&mut self, query: Query) -> Result<u64, StoreError>;
    /// Every row of a query built for this dialect.
    fn rows(&mut self, query: Query) -> Result<Vec<Row>, StoreError>;
    /// Holds a lock on `key` of lock class `class` until the transaction ends, where
    /// instances share the database (an advisory lock); SQLite's one connection needs none.
    fn lock_key(&mut self, class: i32, key: &str) -> Result<(), StoreError> {
        let _ = (class, key);
        Ok(())
    }
    /// Tells the instances sharing the database `payload` on `channel` when the transaction
    /// commits (nothing where no one shares it).
    fn notify(&mut self, channel: &str, payload: &str) -> Result<(), StoreError> {
        let _ = (channel, payload);
        Ok(())
    }
}

impl dyn Conn + '_ {
    /// Whether other server instances share the database (PostgreSQL): rows are then locked
    /// where two instances could race, and changes are told with [`Conn::notify`].
    pub fn is_shared(&self) -> bool {
        self.dialect() == Dialect::Postgres
    }

    /// Runs the statement `query` builds (given the dialect: `sql!("...")`); the number of rows it changed.
    pub fn exec(&mut self, query: impl FnOnce(Dialect) -> Query) -> Result<u64, StoreError> {
        let built = query(self.dialect());
        self.execute(built)
    }

    /// Whether the statement `query` builds changed exactly one row.
    pub fn changed_one(
        &mut self,
        query: impl FnOnce(Dialect) -> Query,
    ) -> Result<bool, StoreError> {
        Ok(self.exec(query)? == 1)
    }

    /// Whether the query `query` builds answers any row.
    pub fn exists(&mut self, query: impl FnOnce(Dialect) -> Query) -> Result<bool, StoreError> {
        Ok(self.first(query, |_| Ok(()))?.is_some())
    }

    /// Every row of the query `query` builds, each made by `row`.
    pub fn all<T>(
        &mut self,
        query: impl FnOnce(Dialect) -> Query,
        row: impl FnMut(&Row) -> Result<T, StoreError>,
    ) -> Result<Vec<T>, StoreError> {
        let built = query(self.dialect());
        self.rows(built)?.iter().map(row).collect()
    }

    /// The first row of the query `query` builds, if any, made by `row`.
    pub fn first<T>(
        &mut self,
        query: impl FnOnce(Dialect) -> Query,
        row: impl FnOnce(&Row) -> Result<T, StoreError>,
    ) -> Result<Option<T>, StoreError> {
        self.rows(query(self.dialect()))?
            .first()
            .map(row)
            .transpose()
    }

    /// The first column of the first row of the query `query` builds, if it answers a row.
    pub fn first_value<T: FromCell>(
        &mut self,
        query: impl FnOnce(Dialect) -> Query,
    ) -> Result<Option<T>, StoreError> {
        self.first(query, |r| r.get(0))
    }

    /// The first column of the one row the query `query` builds always answers (a count, an
    /// insert's `RETURNING`).
    pub fn value<T: FromCell>(
        &mut self,
        query: impl FnOnce(Dialect) -> Query,
    ) -> Result<T, StoreError> {
        self.first_value(query)?
            .ok_or_else(|| StoreError::Db("a query that answers one row answered none".into()))
    }
}

/// A piece of work a [`Backend`] runs once on one of its connections.
pub type Work<'w> = dyn FnMut(&mut dyn Conn) -> Result<(), StoreError> + 'w;

/// A database the archive is kept in: runs work on one of its connections. The work is asked
/// of it through `dyn Backend`'s `in_tx` and `read`, which give it back its answer.
pub trait Backend: Send + Sync + 'static {
    /// Runs `work` once in one transaction, committed if `work` succeeds and rolled back if
    /// not.
    fn in_tx_dyn(&self, work: &mut Work<'_>) -> Result<(), StoreError>;
    /// Runs `work` once outside a transaction (reads of one statement, or of several that
    /// need not agree).
    fn read_dyn(&self, work: &mut Work<'_>) -> Result<(), StoreError>;
    /// Tells every instance listening on this database `payload` on `channel` (see
    /// [`super::Store::listen`]); a database only one process uses tells nobody.
    fn notify(&self, channel: &str, payload: &str) -> Result<(), StoreError> {
        let _ = (channel, payload);
        Ok(())
    }
    /// Starts hearing what the instances sharing this database tell; `None` for a database
    /// only one process uses.
    fn listen(&self) -> Result<Option<std::sync::mpsc::Receiver<super::rows::Heard>>, StoreError> {
        Ok(None)
    }
}

impl dyn Backend {
    /// Runs `work` in one transaction, committed if `work` succeeds and rolled back if not
    /// (see [`Backend::in_tx_dyn`]); its answer.
    pub fn in_tx<T>(
        &self,
        work: impl FnOnce(&mut dyn Conn) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        once(work, |run| self.in_tx_dyn(run))
    }

    /// Runs `work` outside a transaction (see [`Backend::read_dyn`]); its answer.
    pub fn read<T>(
        &self,
        work: impl FnOnce(&mut dyn Conn) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        once(work, |run| self.read_dyn(run))
    }
}

/// `work`'s answer, run by `runner` as the `FnMut` a [`Backend`] runs once: a second run, or
/// none, is an error rather than a panic.
fn once<T>(
    work: impl FnOnce(&mut dyn Conn) -> Result<T, StoreError>,
    runner: impl FnOnce(&mut Work<'_>) -> Result<(), StoreError>,
) -> Result<T, StoreError> {
    let mut work = Some(work);
    let mut answer = None;
    runner(&mut |c| {
        let work = work
            .take()
            .ok_or_else(|| StoreError::Db("the archive ran a piece of work twice".into()))?;
        answer = Some(work(c)?);
        Ok(())
    })?;
    answer.ok_or_else(|| StoreError::Db("the archive did not run a piece of work".into()))
}

/// A statement made with sea-query's builder (where a query's columns vary, which
/// `raw_sql!` cannot say), built by the builder of `dialect`'s database.
pub(super) fn built(dialect: Dialect, statement: &impl sea_query::QueryStatementWriter) -> Query {
    let (sql, values) = match dialect {
        Dialect::Sqlite => statement.build(SqliteQueryBuilder),
        Dialect::Postgres => statement.build(PostgresQueryBuilder),
    };
    Query { sql, values }
}

/// A page of a list, and how many items the whole list holds.
pub type Page<T> = (Vec<T>, u64);

/// The `LIMIT` and `OFFSET` of page `page` (from 1) of `per_page` items.
pub(super) fn window(page: u32, per_page: u32) -> (i64, i64) {
    let offset = i64::from(page.saturating_sub(1)) * i64::from(per_page);
    (i64::from(per_page), offset)
}

impl super::Store {
    /// A page of a list and the whole list's length, in one read: `count` counts the whole
    /// list, `rows` selects the page's items (its `LIMIT` and `OFFSET` from [`window`]), each
    /// made by `row`.
    pub(super) fn page<T>(
        &self,
        count: impl FnOnce(Dialect) -> Query,
        rows: impl FnOnce(Dialect) -> Query,
        row: impl FnMut(&Row) -> Result<T, StoreError>,
    ) -> Result<Page<T>, StoreError> {
        self.db.read(|c| {
            let total = c.value(count)?;
            let items = c.all(rows, row)?;
            Ok((items, total))
        })
    }
}

/// The values of a query with every integer as a 64-bit one: the archive's integer columns
/// are all `BIGINT` on PostgreSQL, which takes no other width.
pub(super) fn widened(values: sea_query::Values) -> Vec<Value> {
    values
        .into_iter()
        .map(|v| match v {
            Value::TinyInt(v) => Value::BigInt(v.map(i64::from)),
            Value::SmallInt(v) => Value::BigInt(v.map(i64::from)),
            Value::Int(v) => Value::BigInt(v.map(i64::from)),
            Value::TinyUnsigned(v) => Value::BigInt(v.map(i64::from)),
            Value::SmallUnsigned(v) => Value::BigInt(v.map(i64::from)),
            Value::Unsigned(v) => Value::BigInt(v.map(i64::from)),
            Value::BigUnsigned(v) => Value::BigInt(v.map(|v| i64::try_from(v).unwrap_or(i64::MAX))),
            other => other,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_read_as_their_rust_types_and_say_why_not() {
        let row = Row(vec![
            Cell::Int(7),
            Cell::Null,
            Cell::Text("a".into()),
            Cell::Int(1),
            Cell::Int(-1),
        ]);
        assert_eq!(row.get::<i64>(0).unwrap(), 7);
        assert_eq!(row.get::<u32>(0).unwrap(), 7);
        assert_eq!(row.get::<Option<i64>>(1).unwrap(), None);
        assert_eq!(row.get::<Option<String>>(2).unwrap().as_deref(), Some("a"));
        assert!(row.get::<bool>(3).unwrap());
        let e = row.get::<u32>(4).unwrap_err().to_string();
        assert!(e.contains("column 4") && e.contains("out of range"), "{e}");
        assert!(row.get::<i64>(2).is_err());
        assert!(row.get::<i64>(9).is_err());
    }

    #[test]
    fn a_dialect_writes_its_databases_placeholders() {
        use tzaar_sql::sql;
        let (id, version) = ("g1", 3_i64);
        let query = sql!("SELECT 1 FROM games WHERE id = {id} AND version = {version}");
        let sqlite = query(Dialect::Sqlite);
        assert_eq!(
            sqlite.sql,
            "SELECT 1 FROM games WHERE id = ? AND version = ?"
        );
        assert_eq!(sqlite.values.0.len(), 2);
        assert_eq!(
            query(Dialect::Postgres).sql,
            "SELECT 1 FROM games WHERE id = $1 AND version = $2"
        );
    }

    #[test]
    fn a_statement_is_built_by_its_databases_own_builder() {
        use sea_query::{Alias, Expr, ExprTrait};
        let select = sea_query::Query::select()
            .column(Alias::new("id"))
            .from(Alias::new("games"))
            .and_where(Expr::col(Alias::new("version")).eq(3))
            .lock(sea_query::LockType::Update)
            .to_owned();
        // SQLite's own builder leaves out the row lock, which SQLite has not.
        assert_eq!(
            built(Dialect::Sqlite, &select).sql.trim_end(),
            r#"SELECT "id" FROM "games" WHERE "version" = ?"#
        );
        assert_eq!(
            built(Dialect::Postgres, &select).sql,
            r#"SELECT "id" FROM "games" WHERE "version" = $1 FOR UPDATE"#
        );
    }

    #[test]
    fn integers_are_widened_to_64_bits() {
        let values = sea_query::Values(vec![
            Value::Unsigned(Some(3)),
            Value::Int(None),
            Value::String(Some("x".into())),
        ]);
        assert_eq!(
            widened(values),
            [
                Value::BigInt(Some(3)),
                Value::BigInt(None),
                Value::String(Some("x".into()))
            ]
        );
    }
}
