import { Route, Routes } from 'react-router';
import { RealmClientProvider } from '../realm/realm-client.js';
import { ProfileList } from './profile-list.js';
import { ProfilePage } from './profile-page.js';
import './resume.css';

/** Resume: the person's profiles, each edited on its page with its narrative, exports and jobs (resume realm). */
export function ResumeScreen() {
  return (
    <div className="resume">
      <RealmClientProvider realm="resume">
        <Routes>
          <Route index element={<ProfileList />} />
          <Route path="profile/:profileId" element={<ProfilePage />} />
        </Routes>
      </RealmClientProvider>
    </div>
  );
}
