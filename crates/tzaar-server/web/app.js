// Placeholder: the web app's script is written separately.
import "./board.js";
