import {
  CourseListQuery,
  CourseListResponse,
  CourseParams,
  CourseResponse,
  DeleteCourseResponse,
  ExportCourseResponse,
  PublicCourseListQuery,
  UpdateCourseBody,
  UploadCourseRequest,
  UploadCourseResponse,
} from "@recall/shared";
import { currentUser } from "../../lib/auth";
import { type App, heavyRoute } from "../../lib/http";
import { cardRoutes } from "./cards.routes";
import { presentCourse } from "./course.presenter";
import {
  deleteCourse,
  exportCourse,
  getCourse,
  listCourses,
  listPublicCourses,
  updateCourse,
} from "./course.service";
import { uploadCourse } from "./course-upload";
import { type CourseDeps, errors, tags } from "./route-common";

/** Courses (requirements C7). Every route needs a signed-in user; auth runs before body parsing (onRequest). */
export async function courseRoutes(app: App, deps: CourseDeps) {
  const { db } = deps;
  const auth = { onRequest: app.requireAuth };
  // Heavy work for the server: limited per user, counted before the body is read.
  const heavy = { ...auth, ...heavyRoute(deps.config) };

  app.post(
    "/courses/upload",
    {
      ...heavy,
      schema: { tags, body: UploadCourseRequest, response: { 201: UploadCourseResponse, ...errors } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { course, cardCount } = await uploadCourse(db, user.id, request.body);
      return reply.status(201).send({ data: { course: presentCourse(course, user.id), cardCount } });
    },
  );

  app.get(
    "/courses",
    {
      ...auth,
      schema: { tags, querystring: CourseListQuery, response: { 200: CourseListResponse, ...errors } },
    },
    async (request) => {
      const user = currentUser(request);
      const { courses, total } = await listCourses(db, user.id, request.query);
      const offset = request.query.offset ?? 0;
      return { data: { courses: courses.map((c) => presentCourse(c, user.id)), total, offset } };
    },
  );

  app.get(
    "/courses/public",
    {
      ...auth,
      schema: { tags, querystring: PublicCourseListQuery, response: { 200: CourseListResponse, ...errors } },
    },
    async (request) => {
      const user = currentUser(request);
      const { courses, total } = await listPublicCourses(db, user.id, request.query);
      const offset = request.query.offset ?? 0;
      return { data: { courses: courses.map((c) => presentCourse(c, user.id)), total, offset } };
    },
  );

  app.get(
    "/courses/:id",
    { ...auth, schema: { tags, params: CourseParams, response: { 200: CourseResponse, ...errors } } },
    async (request) => {
      const user = currentUser(request);
      return { data: { course: presentCourse(await getCourse(db, request.params.id, user.id), user.id) } };
    },
  );

  app.patch(
    "/courses/:id",
    {
      ...auth,
      schema: {
        tags,
        params: CourseParams,
        body: UpdateCourseBody,
        response: { 200: CourseResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const course = await updateCourse(db, request.params.id, user.id, request.body);
      return { data: { course: presentCourse(course, user.id) } };
    },
  );

  app.delete(
    "/courses/:id",
    { ...auth, schema: { tags, params: CourseParams, response: { 200: DeleteCourseResponse, ...errors } } },
    async (request) => ({
      data: { deletedCards: await deleteCourse(db, request.params.id, currentUser(request).id) },
    }),
  );

  app.get(
    "/courses/:id/export",
    { ...heavy, schema: { tags, params: CourseParams, response: { 200: ExportCourseResponse, ...errors } } },
    async (request, reply) => {
      const exported = await exportCourse(db, request.params.id, currentUser(request).id);
      void reply.header("content-disposition", `attachment; filename="${exported.slug}.json"`);
      return exported;
    },
  );

  await cardRoutes(app, deps);
}
