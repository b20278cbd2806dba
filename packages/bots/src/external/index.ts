export {
  EXTERNAL_DEFAULT_BUDGET_MS,
  EXTERNAL_DEFAULT_GRACE_MS,
  EXTERNAL_DEFAULT_STARTUP_MS,
  type ExternalAgent,
  type ExternalAgentOptions,
  externalAgent,
  shortCommandName,
} from "./agent.js";
export { commandProblem, isExternalAgentName, type ProgramCommand, programCommand } from "./command.js";
export {
  type ByeMessage,
  type DecideMessage,
  type HelloMessage,
  type HostMessage,
  type Incident,
  type IncidentKind,
  PROTOCOL_VERSION,
} from "./protocol.js";
