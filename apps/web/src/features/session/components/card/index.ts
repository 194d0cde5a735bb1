export { SessionCard, type SessionCardProps } from "./session-card";
