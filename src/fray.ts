import "../styles/fray.scss";
import * as init from "./hooks/init";

init.listen();
