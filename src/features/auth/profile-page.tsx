// /pages/set/profile: the person edits their name and avatar (the image picker: compressed, uploaded and
// compliance-checked), saved with /api/client/v1/update into the session's user, so it survives a reload;
// below, account and security: change the password (by SMS code) and delete the account.
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '@/config/page-props';
import { updateProfile } from '@/api/account';
import { hrefs, paths } from '@/config/paths';
import { useT } from '@/i18n';
import { showToast } from '@/components/feedback';
import { PageHeader } from '@/components/page-header';
import { LoginRequired } from '@/components/login-required';
import { ImagePicker, type PickedImage } from '@/components/image-picker/image-picker';
import { refreshUser, tokenAtom, userInfoAtom } from '@/state/session';
import { store } from '@/state/store';
import type { User } from '@/api/account';
import { FormField } from '@/components/form-field';
import { useFormState } from '@/components/use-form-state';
import { nameError, nameOf } from './form-rules';
import { FormError, useSubmitOnce } from './sms-fields';
import './auth.css';

function ProfileForm({ user }: { user: User }) {
  const t = useT();
  const navigate = useNavigate();
  const form = useFormState({
    initial: { name: user.name },
    fields: ['name'],
    check: (v) => ({ name: nameError(v.name) }),
  });
  const { name } = form.values;
  // A new avatar, picked beside the current one (which it replaces on save).
  const [avatar, setAvatar] = useState<PickedImage[]>([]);
  /** A new picker after a save: the saved avatar is the current one now. */
  const [pickerKey, setPickerKey] = useState(0);
  const { busy, formError, onSubmit } = useSubmitOnce('stay');
  const avatarUrl = avatar[0]?.url ?? user.avatar;
  const change = {
    ...(nameOf(name) !== user.name ? { name: nameOf(name) } : {}),
    ...(avatarUrl !== user.avatar ? { avatar: avatarUrl } : {}),
  };
  const changed = Object.keys(change).length > 0;

  const save = onSubmit(
    () => !form.submit() && changed,
    async () => {
      const token = store.get(tokenAtom);
      const saved = await updateProfile(change);
      refreshUser(saved, token);
      setAvatar([]);
      setPickerKey((k) => k + 1);
      showToast(t('account.saved'));
    },
  );

  return (
    <>
      <form className="account-card auth-form" onSubmit={save} noValidate aria-labelledby="profile-heading">
        <h2 id="profile-heading">{t('account.profileTitle')}</h2>
        <FormError text={formError} />
        <FormField id="profile-avatar" label={t('account.avatar')} hint={t('account.avatarHint')} group>
          {(aria) => (
            <div className="account-avatar-row">
              {user.avatar && (
                <img
                  className="account-avatar"
                  src={user.avatar}
                  alt={t('account.currentAvatar')}
                  width={64}
                  height={64}
                />
              )}
              <ImagePicker
                key={pickerKey}
                value={avatar}
                onChange={setAvatar}
                maxCount={1}
                purpose="avatar"
                label={t('account.avatar')}
                describedBy={aria['aria-describedby']}
              />
            </div>
          )}
        </FormField>
        <FormField id="profile-name" label={t('account.name')} error={form.errorOf('name')}>
          {(aria) => (
            <input
              type="text"
              autoComplete="nickname"
              placeholder={t('account.namePlaceholder')}
              {...aria}
              {...form.text('name')}
            />
          )}
        </FormField>
        <button type="submit" className="auth-submit" disabled={busy || !changed} aria-busy={busy}>
          {busy ? t('account.saving') : t('account.save')}
        </button>
      </form>
      <List header={t('account.security')} className="account-links">
        <List.Item
          onClick={() => navigate(hrefs.auth(paths.passwordReset, paths.profileEdit), { state: { phone: user.phone } })}
        >
          {t('account.changePassword')}
        </List.Item>
        <List.Item onClick={() => navigate(paths.accountCancel)}>{t('account.cancelEntry')}</List.Item>
      </List>
    </>
  );
}

export default function ProfilePage(_props: PageProps) {
  const t = useT();
  const user = useAtomValue(userInfoAtom);
  return (
    <main className="account-page">
      <PageHeader title={t('account.profileTitle')} fallback={paths.tab.mine} />
      <div className="account-body">
        <LoginRequired message={t('common.loginFirst')}>
          {user && <ProfileForm key={user.userCode} user={user} />}
        </LoginRequired>
      </div>
    </main>
  );
}
