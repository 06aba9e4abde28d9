//! Tries of table codes and tokens, per address across all its connections: each address
//! (an IPv6 address by its /64, what one household or host is given) may name a code that
//! holds no table, or a token that holds nothing, so many times in a burst, then once every
//! so often. The frame limit alone is per connection, and reconnecting is free.
//!
//! A try is paid for before the table is even looked up and given back if it did not fail:
//! once an address's tries are spent, a right code is refused like a wrong one, so the answer
//! tells a guesser nothing until its budget has grown back.

use std::collections::HashMap;
use std::future::Future;
use std::net::{IpAddr, Ipv6Addr};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use numera_wire::ErrorCode;

use crate::error::ServerError;
use crate::limits::Limits;

/// Past this many addresses remembered, those whose budget is whole again are forgotten.
const PRUNE_AT: usize = 4096;

/// One address's tries left, as a token bucket.
struct Budget {
    tries: f64,
    at: Instant,
}

pub struct Guesses {
    budgets: Mutex<HashMap<IpAddr, Budget>>,
    burst: f64,
    /// Tries given back per second.
    rate: f64,
}

impl Guesses {
    pub fn new(limits: &Limits) -> Guesses {
        let every = limits.failed_join_every.max(Duration::from_micros(1));
        Guesses {
            budgets: Mutex::new(HashMap::new()),
            burst: f64::from(limits.failed_joins),
            rate: 1.0 / every.as_secs_f64(),
        }
    }

    /// Plays `request`, which names a code or a token, if `ip` has a try left; one that names
    /// no table, or holds a token of nothing, spends it.
    pub async fn attempt<T>(
        &self,
        ip: IpAddr,
        request: impl Future<Output = Result<T, ServerError>>,
    ) -> Result<T, ServerError> {
        let network = network(ip);
        self.take(network)?;
        let result = request.await;
        let failed = matches!(&result, Err(e) if matches!(e.code(), ErrorCode::NoSuchTable | ErrorCode::BadToken));
        if !failed {
            self.give_back(network);
        }
        result
    }

    fn take(&self, network: IpAddr) -> Result<(), ServerError> {
        let now = Instant::now();
        let mut budgets = self.budgets.lock().unwrap_or_else(|p| p.into_inner());
        if budgets.len() >= PRUNE_AT {
            budgets.retain(|_, b| self.refilled(b, now) < self.burst);
        }
        let budget = budgets.entry(network).or_insert(Budget {
            tries: self.burst,
            at: now,
        });
        budget.tries = self.refilled(budget, now);
        budget.at = now;
        if budget.tries < 1.0 {
            return Err(ServerError::Limited(
                ErrorCode::RateLimited,
                "too many codes or tokens that hold nothing from this address: try again in a moment",
            ));
        }
        budget.tries -= 1.0;
        Ok(())
    }

    fn give_back(&self, network: IpAddr) {
        let mut budgets = self.budgets.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(budget) = budgets.get_mut(&network) {
            budget.tries = (budget.tries + 1.0).min(self.burst);
        }
    }

    fn refilled(&self, budget: &Budget, now: Instant) -> f64 {
        let grown = now.duration_since(budget.at).as_secs_f64() * self.rate;
        (budget.tries + grown).min(self.burst)
    }
}

/// What one address stands for: an IPv4 address itself, an IPv6 one its /64 (a host gets a
/// whole /64 and may use any address in it); an IPv4 address written as IPv6 is the IPv4 one.
fn network(ip: IpAddr) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V6(v6) => {
            let bits = u128::from(v6) & !((1u128 << 64) - 1);
            IpAddr::V6(Ipv6Addr::from(bits))
        }
        v4 => v4,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::refuse;

    fn guesses(burst: u32, every: Duration) -> Guesses {
        Guesses::new(&Limits {
            failed_joins: burst,
            failed_join_every: every,
            ..Limits::default()
        })
    }

    async fn miss(g: &Guesses, ip: &str) -> ErrorCode {
        let ip = ip.parse().expect("an address");
        let missed = g.attempt(ip, async { refuse::<()>(ErrorCode::NoSuchTable, "none") });
        missed.await.expect_err("a miss").code()
    }

    async fn hit(g: &Guesses, ip: &str) -> Result<(), ErrorCode> {
        let ip = ip.parse().expect("an address");
        g.attempt(ip, async { Ok(()) }).await.map_err(|e| e.code())
    }

    #[tokio::test]
    async fn misses_spend_the_budget_and_hits_do_not() {
        let g = guesses(3, Duration::from_secs(3600));
        for _ in 0..10 {
            assert_eq!(hit(&g, "10.0.0.1").await, Ok(()));
        }
        for _ in 0..3 {
            assert_eq!(miss(&g, "10.0.0.1").await, ErrorCode::NoSuchTable);
        }
        assert_eq!(miss(&g, "10.0.0.1").await, ErrorCode::RateLimited);
        // Spent, a right code is refused as a wrong one is.
        assert_eq!(hit(&g, "10.0.0.1").await, Err(ErrorCode::RateLimited));
        assert_eq!(hit(&g, "10.0.0.2").await, Ok(()));
    }

    #[tokio::test]
    async fn an_ipv6_network_shares_one_budget() {
        let g = guesses(2, Duration::from_secs(3600));
        assert_eq!(miss(&g, "2001:db8:1:2::1").await, ErrorCode::NoSuchTable);
        assert_eq!(miss(&g, "2001:db8:1:2::ffff").await, ErrorCode::NoSuchTable);
        assert_eq!(
            miss(&g, "2001:db8:1:2:abcd::9").await,
            ErrorCode::RateLimited
        );
        assert_eq!(miss(&g, "2001:db8:1:3::1").await, ErrorCode::NoSuchTable);
        assert_eq!(
            network("::ffff:10.0.0.1".parse().expect("v4 in v6")),
            "10.0.0.1".parse::<IpAddr>().expect("v4")
        );
    }

    #[tokio::test]
    async fn the_budget_grows_back() {
        let g = guesses(1, Duration::from_millis(50));
        assert_eq!(miss(&g, "10.0.0.1").await, ErrorCode::NoSuchTable);
        assert_eq!(miss(&g, "10.0.0.1").await, ErrorCode::RateLimited);
        tokio::time::sleep(Duration::from_millis(80)).await;
        assert_eq!(miss(&g, "10.0.0.1").await, ErrorCode::NoSuchTable);
    }
}
