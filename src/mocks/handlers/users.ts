import { profileBody, staffProfileBody } from '../../shared/contract';
import { db } from '../db';
import { normalizeText } from '../shared/bytes';
import { forbidden, notFound } from './lib/errors';
import { checkVersion, fieldsToWrite } from './lib/concurrency';
import {
  fileResponse,
  IMAGE_RULE,
  readFormData,
  requireFile,
  storeFile,
  uploadLimit,
} from './lib/multipart';
import { route } from './lib/route';
import { readJson } from './lib/validation';
import { avatarUrl, userView } from './lib/views';

const PROFILE_CHANGED = 'Tu perfil cambió mientras lo editabas';

export const userHandlers = [
  // spec: the signed-in user's details and profile.
  route('get', '/user/details', 'user', ({ user }) => ({ data: userView(user) })),

  // spec: edit one's own profile (any signed-in user; `skills` feed the matching).
  route('patch', '/candidates/profile', 'user', async ({ request, user }) => {
    const body = await readJson(request, profileBody);
    checkVersion(body.version, user, PROFILE_CHANGED, () => userView(user));
    const updated = await db.users.update(user.id, (draft) => {
      for (const [key, value] of Object.entries(fieldsToWrite(body))) {
        if (key === 'skills') {
          const seen = new Set<string>();
          draft.skills = (value as string[]).filter((skill) => {
            const key = normalizeText(skill);
            return seen.has(key) ? false : (seen.add(key), true);
          });
        } else {
          (draft as Record<string, unknown>)[key] = value === '' ? null : value;
        }
      }
    });
    return { data: userView(updated!) };
  }),

  // added here: staff (recruiter, admin) edit their own name, last name, phone and headline.
  route('patch', '/user/profile', ['recruiter'], async ({ request, user }) => {
    const body = await readJson(request, staffProfileBody);
    checkVersion(body.version, user, PROFILE_CHANGED, () => userView(user));
    const updated = await db.users.update(user.id, (draft) => {
      for (const [key, value] of Object.entries(fieldsToWrite(body)))
        (draft as Record<string, unknown>)[key] = value === '' ? null : value;
    });
    return { data: userView(updated!) };
  }),

  // spec: upload one's own avatar (multipart field `avatar`; PNG, JPG, WEBP or GIF up to 2 MB).
  route(
    'post',
    '/user/:id/avatar',
    'user',
    async ({ request, params, user }) => {
      if (params.id !== user.id) throw forbidden('Solo puedes cambiar tu propia foto de perfil');
      const form = await readFormData(request);
      const checked = await requireFile(form, 'avatar', IMAGE_RULE);
      const previous = user.avatarFileId;
      const stored = await storeFile(checked, user.id, 'avatar');
      const updated = await db.users.update(user.id, (draft) => {
        draft.avatarFileId = stored.id;
      });
      if (previous) db.files.remove(previous);
      return { data: { avatar: avatarUrl(updated!), user: userView(updated!) } };
    },
    { body: uploadLimit(IMAGE_RULE) },
  ),

  // added here: the avatar image (public, so that an <img> can show it).
  route('get', '/user/:id/avatar', 'public', ({ params }) => {
    const user = db.users.get(params.id!);
    if (!user?.avatarFileId) throw notFound('Foto de perfil no encontrada');
    return fileResponse(user.avatarFileId, true);
  }),
];
