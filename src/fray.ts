import "../styles/fray.scss";
import * as init from "./hooks/init";
import * as setup from "./hooks/setup";
import * as ready from "./hooks/ready";
import * as renderChatMessage from "./hooks/render-chat-message";
import * as quench from "./quench/load";

init.listen();
setup.listen();
ready.listen();
renderChatMessage.listen();
quench.listen();
