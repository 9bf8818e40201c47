import "../styles/fray.scss";
import * as init from "./hooks/init";
import * as setup from "./hooks/setup";

init.listen();
setup.listen();
