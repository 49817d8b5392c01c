//! The opening explorer: `GET /api/explorer?position=STR`, what the finished games between
//! people played from a position and how they ended.

use axum::Json;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};

use super::Params;
use super::positions::position_param;
use super::responses::Explorer;
use crate::error::ApiError;
use crate::state::AppState;

/// `GET /api/explorer?position=STR`: the games that reached the position, White's wins among
/// them and each turn played from it (the most played first); zeros and no turn for a position
/// none reached; a position that cannot be read is 400 with the reason.
pub async fn explorer(
    State(state): State<AppState>,
    query: Result<Query<Params>, QueryRejection>,
) -> Result<Json<Explorer>, ApiError> {
    let pos = position_param(&query?.0)?;
    Ok(Json(Explorer {
        stats: state.games().explorer(&pos).await?,
        position: pos.to_string(),
    }))
}
