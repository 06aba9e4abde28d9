//! The server's time, through one small trait: the tables' clocks read it and wait on it, so
//! that tests move a `TestClock` instead of sleeping until a deadline passes.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Milliseconds since 1970: what deadlines are stored and sent as.
pub type Millis = u64;

/// A wait on a clock.
pub type Wait = Pin<Box<dyn Future<Output = ()> + Send>>;

pub trait Clock: Send + Sync {
    /// The time now.
    fn now(&self) -> Millis;
    /// Ends once the clock reads `at` or later.
    fn until(&self, at: Millis) -> Wait;
}

/// The system's wall clock: deadlines must mean the same to another instance and after a
/// restart, so it is the calendar's time, not a process's monotonic one.
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Millis {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64)
    }

    fn until(&self, at: Millis) -> Wait {
        Box::pin(async move {
            // Checked again after each sleep: the wall clock may have been set meanwhile.
            loop {
                let now = SystemClock.now();
                if now >= at {
                    return;
                }
                tokio::time::sleep(Duration::from_millis(at - now)).await;
            }
        })
    }
}

/// A clock that stands still until a test moves it.
#[derive(Clone)]
pub struct TestClock {
    time: Arc<tokio::sync::watch::Sender<Millis>>,
}

impl TestClock {
    /// A clock reading `start`.
    pub fn at(start: Millis) -> TestClock {
        TestClock {
            time: Arc::new(tokio::sync::watch::Sender::new(start)),
        }
    }

    /// Moves the clock on by `by`; every wait it passes ends.
    pub fn advance(&self, by: Duration) {
        self.time
            .send_modify(|t| *t = t.saturating_add(by.as_millis() as u64));
    }
}

impl Clock for TestClock {
    fn now(&self) -> Millis {
        *self.time.borrow()
    }

    fn until(&self, at: Millis) -> Wait {
        let mut time = self.time.subscribe();
        Box::pin(async move {
            // The sender lives as long as the clock; a dropped clock never passes `at`.
            if time.wait_for(|&t| t >= at).await.is_err() {
                std::future::pending::<()>().await;
            }
        })
    }
}

/// The system clock, shared.
pub fn system() -> Arc<dyn Clock> {
    Arc::new(SystemClock)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_wait_ends_when_the_test_clock_passes_it() {
        let clock = TestClock::at(1_000);
        let wait = tokio::spawn(clock.until(21_000));
        clock.advance(Duration::from_secs(10));
        tokio::task::yield_now().await;
        assert!(!wait.is_finished(), "not yet at 11 s");
        clock.advance(Duration::from_secs(10));
        tokio::time::timeout(Duration::from_secs(5), wait)
            .await
            .expect("the wait ends once the clock reads 21 s")
            .unwrap();
        assert_eq!(clock.now(), 21_000);
    }
}
