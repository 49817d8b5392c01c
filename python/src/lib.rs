//! The extension module `tzaar._tzaar` of the `tzaar` Python package: positions with their
//! history, game records, perft and the engine, and the fixed action encoding and observation
//! planes of the reinforcement-learning environments. The Python package (`python/tzaar`)
//! re-exports it and adds the PettingZoo and Gymnasium environments.

use pyo3::prelude::*;

mod encoding;
mod engine;
mod errors;
mod interrupt;
mod position;
mod record;

/// The extension module: every class, function and constant of the Python package's core.
#[pymodule]
fn _tzaar(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_class::<position::PyPosition>()?;
    m.add_class::<position::PyOutcome>()?;
    m.add_class::<record::PyRecord>()?;
    m.add_class::<engine::PyEngine>()?;
    m.add_class::<engine::PyAnalysisLine>()?;
    m.add_function(wrap_pyfunction!(position::perft, m)?)?;
    m.add_function(wrap_pyfunction!(position::perft_divide, m)?)?;
    m.add_function(wrap_pyfunction!(encoding::action_to_index, m)?)?;
    m.add_function(wrap_pyfunction!(encoding::index_to_action, m)?)?;
    m.add(
        "IllegalActionError",
        py.get_type::<errors::IllegalActionError>(),
    )?;
    m.add("ACTION_SPACE_SIZE", encoding::SIZE)?;
    m.add("PASS_INDEX", encoding::PASS)?;
    m.add("PLACE_OFFSET", encoding::PLACE_BASE)?;
    m.add("MAX_DISTANCE", encoding::MAX_DISTANCE)?;
    m.add("OBSERVATION_PLANES", encoding::PLANES)?;
    m.add("CELLS", encoding::cell_names())?;
    m.add("DIRECTIONS", encoding::direction_names())?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
