import { Page } from '../../../components/page';
import { AdminGuard } from '../components/admin-guard';
import { AdminDashboard } from '../components/dashboard';
import '../../../styles/forms.css';
import '../admin.css';

/** /admin: the guard first, then the dashboard for a confirmed administrator. */
export default function AdminPage() {
  return (
    <Page title="Admin Dashboard" className="admin-page">
      <AdminGuard>{(user) => <AdminDashboard user={user} />}</AdminGuard>
    </Page>
  );
}
