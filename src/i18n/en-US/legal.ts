// en-US texts of the "legal" namespace: the same keys as zh-CN/legal.ts (the type enforces it).
import type zh from '../zh-CN/legal';

const en: Record<keyof typeof zh, string> = {
  userTitle: 'User Agreement',
  privacyTitle: 'Privacy Policy',
  updated: 'Updated 26 November 2026 · In force from 26 November 2026',
  userBody: `Welcome to Qihuo, a community group-buying and neighbourhood-activity platform run by the Qihuo operator ("we"). Please read this agreement before you sign up, log in or use Qihuo. By ticking your agreement, or by signing up or logging in, you confirm that you have read and agree to it.

# 1. Your account
You can sign up and log in with your phone number and an SMS code, or bind a phone after authorizing in WeChat. One phone number holds one account. Keep your password and codes to yourself; what is done through your account counts as done by you.

# 2. Orders and payment
Goods bought on Qihuo are supplied by the shop or team leader concerned. Pay within the time the page shows; an unpaid order closes by itself when that time is over. Collect pickup orders at the leader's station within the pickup window, with your pickup code.

# 3. Activities
You can sign up for or start neighbourhood activities. When you start one, its information must be true and lawful, with nothing false or harmful to others.

# 4. Team leaders
Applying to be a team leader needs true identity and qualification documents. Leaders prepare and hand over residents' goods on time and run their business lawfully; their earnings can be withdrawn under the platform's rules.

# 5. Conduct
Do not use Qihuo for anything unlawful, upload non-compliant pictures or text, or disturb the platform. Uploaded pictures are checked for compliance; non-compliant content cannot be used.

# 6. Deleting your account
You can delete your account at any time under Mine → Edit profile → Delete account. Unfinished orders must be finished or cancelled and a leader balance withdrawn first. Deletion removes the account and its data for good.

# 7. Liability and changes
We do our best to keep the service running but are not liable for interruptions caused by force majeure or third parties. We announce changes to this agreement in the app and ask for your consent again when a change affects your rights.

# 8. Contact
For any question about this agreement, reach us under Mine → Customer service.`,
  privacyBody: `We take the protection of your personal information seriously. This policy, made under the Personal Information Protection Law of the People's Republic of China and related rules, says what we collect, how we use and protect it, and what your rights are.

# 1. What we collect
Sign-up and login: your phone number (to sign up, log in and reset your password) and, when you authorize in WeChat, your WeChat openid.
Orders and pickup: the recipient's name, phone and address, your pickup community, your orders and payments.
Profile: the name and avatar you choose.
Location: where you pick a place or look for nearby stations, only while you use those features.
Leader applications: ID photos and qualification documents, used only for the review.

# 2. How we use it
To provide login, ordering, delivery and pickup, activity sign-ups and leader settlements, to keep accounts and payments safe, and, within what you agreed to, to improve the service. We never sell your personal information.

# 3. Sharing
To fulfil your order we give the shop or team leader the delivery or pickup details it needs, and the payment provider the order details it needs. Beyond what the law requires, we give your personal information to no other third party.

# 4. Storage and protection
Your information is stored in the People's Republic of China for no longer than its purpose needs, protected by encrypted transport and access control.

# 5. Your rights
You can see and change your name, avatar and addresses, withdraw your consent, and delete your account at any time; we then delete or anonymize your personal information, except order records the law requires us to keep.

# 6. Minors
If you are under 14, use Qihuo with your guardian's company and consent.

# 7. Contact
For any question about this policy or your personal information, reach us under Mine → Customer service; we answer within 15 working days.`,
};
export default en;
