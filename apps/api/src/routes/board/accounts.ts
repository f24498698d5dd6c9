import fastifyMultipart from "@fastify/multipart";
import {
  boardProfileSchema,
  boardSignInSchema,
  changeFullNameSchema,
  codeSentSchema,
  emailConfirmSchema,
  emailSendCodeSchema,
  googleLoginSchema,
  phoneConfirmSchema,
  phoneSendCodeSchema,
  profileItemParamsSchema,
  registerConfirmSchema,
  registerPhoneParamsSchema,
  registerPhoneSchema,
} from "@sf/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authDeps, requireUser, throttle } from "../../plugins/auth.ts";
import { socialProviderFor } from "../../services/auth/social.ts";
import { boardPhone } from "../../services/board/accounts/codes.ts";
import {
  changeFullName,
  confirmEmail,
  confirmPhone,
  deleteEmail,
  deletePhone,
  getBoardProfile,
  sendEmailCode,
  sendPhoneCode,
  setProfileImage,
} from "../../services/board/accounts/profile.ts";
import {
  confirmSignInCode,
  googleBoardSignIn,
  sendSignInCode,
} from "../../services/board/accounts/sign-in.ts";
import { requireBoardSite } from "../../services/board/board-site.ts";
import { storeUploadedImage } from "../../services/media/uploaded-images.ts";
import { PICTURE_UPLOAD_LIMITS, readPicture } from "../admin/media.ts";

/**
 * Board accounts under `/api` (spec section 7, decision 0058): sign-up and sign-in by a phone
 * and an SMS code, by Google, and the member's profile. Only on a board site (404 on a shop).
 * Codes are limited per number or address (codes.ts) and per client address (below).
 */
export const boardAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["board"];
  const deps = () => authDeps(app);
  const perIp = app.auth.config.perIpLimit;
  // Codes cost an SMS or an e-mail: 20 an hour from one address, whatever the numbers.
  const codeLimit = app.createRateLimit({
    max: perIp ?? 20,
    timeWindow: 60 * 60_000,
    keyGenerator: (r) => `board-code:${r.ip}`,
  });
  // Guesses at codes: each code dies after 5, and one address gets 30 in 15 minutes.
  const guessLimit = app.createRateLimit({
    max: perIp ?? 30,
    timeWindow: 15 * 60_000,
    keyGenerator: (r) => `board-code-guess:${r.ip}`,
  });
  const member = async (request: FastifyRequest) => requireUser(request).id;

  app.addHook("preValidation", async (request) => requireBoardSite(app.db, request.site));

  app.post(
    "/register",
    {
      config: { ignoreBearer: true },
      schema: { tags, body: registerPhoneSchema, response: { 200: codeSentSchema } },
    },
    async (request) => {
      const phone = boardPhone(request.site, request.body.phone);
      await throttle(request, codeLimit);
      return sendSignInCode(deps(), request.site, phone, request.lang);
    },
  );
  app.patch(
    "/register/:phone",
    {
      config: { ignoreBearer: true },
      schema: {
        tags,
        params: registerPhoneParamsSchema,
        body: registerConfirmSchema,
        response: { 200: boardSignInSchema },
      },
    },
    async (request) => {
      const phone = boardPhone(request.site, request.params.phone);
      await throttle(request, guessLimit);
      return confirmSignInCode(deps(), request.site, phone, request.body.verification_code, request.lang);
    },
  );
  app.post(
    "/google-login",
    {
      config: { ignoreBearer: true },
      schema: { tags, body: googleLoginSchema, response: { 200: boardSignInSchema } },
    },
    async (request) => {
      await throttle(request, guessLimit);
      const identity = await socialProviderFor("google", request.site.stored).verify(
        request.body.access_token,
      );
      return googleBoardSignIn(app.db, app.auth.signer, request.site, identity, request.lang);
    },
  );

  app.get("/users/me", { schema: { tags, response: { 200: boardProfileSchema } } }, async (request) =>
    getBoardProfile(app.db, request.site, await member(request)),
  );
  app.patch(
    "/users/change-full-name",
    { schema: { tags, body: changeFullNameSchema, response: { 200: boardProfileSchema } } },
    async (request) => changeFullName(app.db, request.site, await member(request), request.body.full_name),
  );
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: PICTURE_UPLOAD_LIMITS, throwFileSizeLimit: true });
    scope.patch(
      "/users/change-profile-image",
      {
        schema: {
          tags,
          consumes: ["multipart/form-data"],
          body: z.object({ profile_image: z.unknown() }).partial(),
          response: { 200: boardProfileSchema },
        },
        // The picture is read and checked as it streams (readPicture).
        validatorCompiler: () => (data) => ({ value: data }),
      },
      async (request) => {
        const userId = await member(request);
        const bytes = await readPicture(request, "profile_image");
        const stored = await storeUploadedImage(app, request.site.id, bytes);
        return setProfileImage(app.db, request.site, userId, stored.path);
      },
    );
  });
  app.delete(
    "/users/delete-profile-image",
    { schema: { tags, response: { 200: boardProfileSchema } } },
    async (request) => setProfileImage(app.db, request.site, await member(request), null),
  );

  app.post(
    "/phone/send-code",
    { schema: { tags, body: phoneSendCodeSchema, response: { 200: codeSentSchema } } },
    async (request) => {
      const userId = await member(request);
      await throttle(request, codeLimit);
      return sendPhoneCode(deps(), request.site, userId, request.body.phone_number, request.lang);
    },
  );
  for (const [path, mode] of [
    ["/phone", "add"],
    ["/phone/create-auth-number", "create_auth"],
  ] as const)
    app.post(
      path,
      { schema: { tags, body: phoneConfirmSchema, response: { 200: boardProfileSchema } } },
      async (request) => {
        const userId = await member(request);
        await throttle(request, guessLimit);
        return confirmPhone(app.db, request.site, userId, request.body, mode);
      },
    );
  app.patch(
    "/phone/change-auth-number",
    { schema: { tags, body: phoneConfirmSchema, response: { 200: boardProfileSchema } } },
    async (request) => {
      const userId = await member(request);
      await throttle(request, guessLimit);
      return confirmPhone(app.db, request.site, userId, request.body, "change_auth");
    },
  );
  app.delete("/phone/:id", { schema: { tags, params: profileItemParamsSchema } }, async (request, reply) => {
    await deletePhone(app.db, await member(request), request.params.id);
    return reply.code(204).send();
  });

  app.post(
    "/email/send-code",
    { schema: { tags, body: emailSendCodeSchema, response: { 200: codeSentSchema } } },
    async (request) => {
      const userId = await member(request);
      await throttle(request, codeLimit);
      return sendEmailCode(deps(), request.site, userId, request.body.new_email_address, request.lang);
    },
  );
  app.post(
    "/email",
    { schema: { tags, body: emailConfirmSchema, response: { 200: boardProfileSchema } } },
    async (request) => {
      const userId = await member(request);
      await throttle(request, guessLimit);
      return confirmEmail(app.db, request.site, userId, request.body, "add");
    },
  );
  app.patch(
    "/email/change",
    { schema: { tags, body: emailConfirmSchema, response: { 200: boardProfileSchema } } },
    async (request) => {
      const userId = await member(request);
      await throttle(request, guessLimit);
      return confirmEmail(app.db, request.site, userId, request.body, "change");
    },
  );
  app.delete("/email/:id", { schema: { tags, params: profileItemParamsSchema } }, async (request, reply) => {
    await deleteEmail(app.db, await member(request), request.params.id);
    return reply.code(204).send();
  });
};
