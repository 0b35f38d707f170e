# A two-layer MLP in Megatron style: W1 column-parallel, W2 row-parallel, one
# all-reduce on the output. baseline.hlo is this program on one device;
# distributed.hlo is its per-device SPMD program on 2 devices.
import jax
import jax.numpy as jnp


def mlp(x, w1, w2):
    h = jnp.dot(x, w1)          # [8,16] x [16,32] -> [8,32]
    a = jax.nn.relu(h)          # elementwise
    y = jnp.dot(a, w2)          # [8,32] x [32,16] -> [8,16]
    return y
