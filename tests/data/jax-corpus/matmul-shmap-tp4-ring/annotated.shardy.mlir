module @jit_ring_matmul_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["tp"=4]> {stablehlo.mesh = {axes = [{name = "tp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, %arg1: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}) -> tensor<16x64xf32> {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>] out_shardings=[<@mesh, [{}, {"tp"}]>] manual_axes={"tp"} (%arg2: tensor<4x32xf32>, %arg3: tensor<32x16xf32>) {
      %1 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
      %3 = stablehlo.dot %arg2, %arg3, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x16xf32>) -> tensor<4x16xf32>
      %4 = stablehlo.multiply %3, %3 : tensor<4x16xf32>
      %5 = stablehlo.multiply %4, %3 : tensor<4x16xf32>
      %6 = sdy.constant dense<4.471500e-02> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %8 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %9 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %10 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %11 = stablehlo.multiply %5, %7 : tensor<4x16xf32>
      %12 = stablehlo.add %3, %11 : tensor<4x16xf32>
      %13 = sdy.constant dense<0.797884583> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %15 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %16 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %17 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %18 = stablehlo.multiply %12, %14 : tensor<4x16xf32>
      %19 = stablehlo.tanh %18 : tensor<4x16xf32>
      %20 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %22 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %23 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %24 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %25 = stablehlo.add %19, %21 : tensor<4x16xf32>
      %26 = sdy.constant dense<5.000000e-01> : tensor<f32>
      %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %28 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %29 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %30 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %31 = stablehlo.multiply %25, %27 : tensor<4x16xf32>
      %32 = stablehlo.multiply %3, %31 : tensor<4x16xf32>
      %33 = stablehlo.partition_id : tensor<ui32>
      %34 = sdy.constant dense<1> : tensor<ui32>
      %35 = stablehlo.divide %33, %34 : tensor<ui32>
      %36 = sdy.constant dense<4> : tensor<ui32>
      %37 = stablehlo.remainder %35, %36 : tensor<ui32>
      %38 = stablehlo.convert %37 : (tensor<ui32>) -> tensor<i32>
      %39 = sdy.constant dense<4> : tensor<i32>
      %40 = sdy.constant dense<0> : tensor<i32>
      %41 = stablehlo.compare EQ, %39, %40 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %42 = sdy.constant dense<1> : tensor<i32>
      %43 = stablehlo.select %41, %42, %39 : tensor<i1>, tensor<i32>
      %44 = stablehlo.remainder %38, %43 : tensor<i32>
      %45 = stablehlo.compare LT, %44, %40 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %46 = stablehlo.compare LT, %43, %40 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %47 = stablehlo.compare NE, %45, %46 : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %48 = stablehlo.compare NE, %44, %40 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %49 = stablehlo.and %47, %48 : tensor<i1>
      %50 = stablehlo.add %44, %43 : tensor<i32>
      %51 = stablehlo.select %49, %50, %44 : tensor<i1>, tensor<i32>
      %52 = stablehlo.multiply %51, %39 : tensor<i32>
      %53 = sdy.constant dense<0> : tensor<i32>
      %54 = stablehlo.compare LT, %52, %53 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %55 = sdy.constant dense<16> : tensor<i32>
      %56 = stablehlo.add %52, %55 : tensor<i32>
      %57 = stablehlo.select %54, %56, %52 : tensor<i1>, tensor<i32>
      %58 = stablehlo.dynamic_update_slice %2, %32, %57, %53 : (tensor<16x16xf32>, tensor<4x16xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
      %59 = "stablehlo.collective_permute"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<4x32xf32>) -> tensor<4x32xf32>
      %60 = stablehlo.dot %59, %arg3, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x16xf32>) -> tensor<4x16xf32>
      %61 = stablehlo.multiply %60, %60 : tensor<4x16xf32>
      %62 = stablehlo.multiply %61, %60 : tensor<4x16xf32>
      %63 = stablehlo.multiply %62, %8 : tensor<4x16xf32>
      %64 = stablehlo.add %60, %63 : tensor<4x16xf32>
      %65 = stablehlo.multiply %64, %15 : tensor<4x16xf32>
      %66 = stablehlo.tanh %65 : tensor<4x16xf32>
      %67 = stablehlo.add %66, %22 : tensor<4x16xf32>
      %68 = stablehlo.multiply %67, %28 : tensor<4x16xf32>
      %69 = stablehlo.multiply %60, %68 : tensor<4x16xf32>
      %70 = sdy.constant dense<1> : tensor<i32>
      %71 = stablehlo.subtract %38, %70 : tensor<i32>
      %72 = sdy.constant dense<0> : tensor<i32>
      %73 = stablehlo.compare EQ, %39, %72 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %74 = sdy.constant dense<1> : tensor<i32>
      %75 = stablehlo.select %73, %74, %39 : tensor<i1>, tensor<i32>
      %76 = stablehlo.remainder %71, %75 : tensor<i32>
      %77 = stablehlo.compare LT, %76, %72 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %78 = stablehlo.compare LT, %75, %72 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %79 = stablehlo.compare NE, %77, %78 : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %80 = stablehlo.compare NE, %76, %72 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %81 = stablehlo.and %79, %80 : tensor<i1>
      %82 = stablehlo.add %76, %75 : tensor<i32>
      %83 = stablehlo.select %81, %82, %76 : tensor<i1>, tensor<i32>
      %84 = stablehlo.multiply %83, %39 : tensor<i32>
      %85 = stablehlo.compare LT, %84, %53 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %86 = stablehlo.add %84, %55 : tensor<i32>
      %87 = stablehlo.select %85, %86, %84 : tensor<i1>, tensor<i32>
      %88 = stablehlo.dynamic_update_slice %58, %69, %87, %53 : (tensor<16x16xf32>, tensor<4x16xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
      %89 = "stablehlo.collective_permute"(%59) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<4x32xf32>) -> tensor<4x32xf32>
      %90 = stablehlo.dot %89, %arg3, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x16xf32>) -> tensor<4x16xf32>
      %91 = stablehlo.multiply %90, %90 : tensor<4x16xf32>
      %92 = stablehlo.multiply %91, %90 : tensor<4x16xf32>
      %93 = stablehlo.multiply %92, %9 : tensor<4x16xf32>
      %94 = stablehlo.add %90, %93 : tensor<4x16xf32>
      %95 = stablehlo.multiply %94, %16 : tensor<4x16xf32>
      %96 = stablehlo.tanh %95 : tensor<4x16xf32>
      %97 = stablehlo.add %96, %23 : tensor<4x16xf32>
      %98 = stablehlo.multiply %97, %29 : tensor<4x16xf32>
      %99 = stablehlo.multiply %90, %98 : tensor<4x16xf32>
      %100 = sdy.constant dense<2> : tensor<i32>
      %101 = stablehlo.subtract %38, %100 : tensor<i32>
      %102 = sdy.constant dense<0> : tensor<i32>
      %103 = stablehlo.compare EQ, %39, %102 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %104 = sdy.constant dense<1> : tensor<i32>
      %105 = stablehlo.select %103, %104, %39 : tensor<i1>, tensor<i32>
      %106 = stablehlo.remainder %101, %105 : tensor<i32>
      %107 = stablehlo.compare LT, %106, %102 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %108 = stablehlo.compare LT, %105, %102 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %109 = stablehlo.compare NE, %107, %108 : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %110 = stablehlo.compare NE, %106, %102 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %111 = stablehlo.and %109, %110 : tensor<i1>
      %112 = stablehlo.add %106, %105 : tensor<i32>
      %113 = stablehlo.select %111, %112, %106 : tensor<i1>, tensor<i32>
      %114 = stablehlo.multiply %113, %39 : tensor<i32>
      %115 = stablehlo.compare LT, %114, %53 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %116 = stablehlo.add %114, %55 : tensor<i32>
      %117 = stablehlo.select %115, %116, %114 : tensor<i1>, tensor<i32>
      %118 = stablehlo.dynamic_update_slice %88, %99, %117, %53 : (tensor<16x16xf32>, tensor<4x16xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
      %119 = "stablehlo.collective_permute"(%89) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<4x32xf32>) -> tensor<4x32xf32>
      %120 = stablehlo.dot %119, %arg3, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x16xf32>) -> tensor<4x16xf32>
      %121 = stablehlo.multiply %120, %120 : tensor<4x16xf32>
      %122 = stablehlo.multiply %121, %120 : tensor<4x16xf32>
      %123 = stablehlo.multiply %122, %10 : tensor<4x16xf32>
      %124 = stablehlo.add %120, %123 : tensor<4x16xf32>
      %125 = stablehlo.multiply %124, %17 : tensor<4x16xf32>
      %126 = stablehlo.tanh %125 : tensor<4x16xf32>
      %127 = stablehlo.add %126, %24 : tensor<4x16xf32>
      %128 = stablehlo.multiply %127, %30 : tensor<4x16xf32>
      %129 = stablehlo.multiply %120, %128 : tensor<4x16xf32>
      %130 = sdy.constant dense<3> : tensor<i32>
      %131 = stablehlo.subtract %38, %130 : tensor<i32>
      %132 = sdy.constant dense<0> : tensor<i32>
      %133 = stablehlo.compare EQ, %39, %132 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %134 = sdy.constant dense<1> : tensor<i32>
      %135 = stablehlo.select %133, %134, %39 : tensor<i1>, tensor<i32>
      %136 = stablehlo.remainder %131, %135 : tensor<i32>
      %137 = stablehlo.compare LT, %136, %132 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %138 = stablehlo.compare LT, %135, %132 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %139 = stablehlo.compare NE, %137, %138 : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %140 = stablehlo.compare NE, %136, %132 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %141 = stablehlo.and %139, %140 : tensor<i1>
      %142 = stablehlo.add %136, %135 : tensor<i32>
      %143 = stablehlo.select %141, %142, %136 : tensor<i1>, tensor<i32>
      %144 = stablehlo.multiply %143, %39 : tensor<i32>
      %145 = stablehlo.compare LT, %144, %53 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %146 = stablehlo.add %144, %55 : tensor<i32>
      %147 = stablehlo.select %145, %146, %144 : tensor<i1>, tensor<i32>
      %148 = stablehlo.dynamic_update_slice %118, %129, %147, %53 : (tensor<16x16xf32>, tensor<4x16xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
      sdy.return %148 : tensor<16x16xf32>
    } : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    return %0 : tensor<16x64xf32>
  }
}
