/** The `reason` query value of /login after a 401: the page says the session expired. */
export const SESSION_EXPIRED_REASON = "session-expired";

/** Every client route in one place (bulletproof-react's config/paths). */
export const paths = {
  home: "/",
  demo: "/#demo",
  login: "/login",
  /** /login after a 401 on a signed-in call; `from` is where to return once logged in again. */
  loginAfterExpiry: (from: string) =>
    `/login?${new URLSearchParams({ reason: SESSION_EXPIRED_REASON, from }).toString()}`,
  signup: "/signup",
  verifyEmail: (token: string) => `/verify-email/${token}`,
  forgotPassword: "/forgot-password",
  resetPassword: (token: string) => `/reset-password/${token}`,
  confirmEmail: (token: string) => `/confirm-email/${token}`,
  accountSettings: "/settings/account",
  dashboard: "/dashboard",
  sessionStart: "/session/start",
  session: (id: string) => `/session/${id}`,
  courses: "/courses",
  courseCreate: "/courses/create",
  courseCreateProgressive: "/courses/create/progressive",
  courseUpload: "/courses/upload",
  courseImport: "/courses/import",
  courseEditor: "/courses/editor",
  courseEdit: (id: string) => `/courses/${id}/edit`,
  course: (id: string) => `/courses/${id}`,
  courseCards: (id: string) => `/courses/${id}/cards`,
  courseImprove: (id: string) => `/courses/${id}/improve`,
  manualCard: "/courses/manual-card",
  syllabi: "/syllabus",
  syllabus: (id: string) => `/syllabus/${id}`,
  coursePlan: (id: string) => `/course-plan/${id}`,
  cardSearch: "/cards/search",
  cardLibrary: "/card-library",
  collections: "/collections",
  collection: (id: string) => `/collections/${id}`,
  collectionsCompare: "/collections/compare",
  analytics: "/analytics",
} as const;
