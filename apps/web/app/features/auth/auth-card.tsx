import './auth.css';

/** The frame of the sign-in screens: a centred card with a heading. */
export function AuthCard({ title, lead, children }: { title: string; lead?: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="container auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth-card__title">
          {title}
        </h1>
        {lead && <p className="auth-card__lead">{lead}</p>}
        {children}
      </section>
    </div>
  );
}
