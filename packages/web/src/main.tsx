import { render } from "preact";
import { App } from "./app";
import { registerServiceWorker } from "./net/service-worker";
import "./styles/base.css";
import "./styles/layout.css";
import "./styles/cards.css";
import "./styles/table.css";
import "./styles/board.css";
import "./styles/pages.css";
import "./styles/notifications.css";

render(<App />, document.getElementById("app")!);
registerServiceWorker();
