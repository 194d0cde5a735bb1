export { ConnectionStatus, connectionMessage } from "./connection-status";
export { SessionAnnouncer, sessionAnnouncement } from "./session-announcer";
export { SessionProgress, type SessionProgressProps } from "./session-progress";
export { STREAK_BANNER_MIN, StreakBanner } from "./streak-banner";
