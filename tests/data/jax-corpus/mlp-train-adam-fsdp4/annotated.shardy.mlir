module @jit_mlp_train_step_adam attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["fsdp"=4]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, %arg1: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, %arg2: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg3: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg4: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg5: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, %arg6: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, %arg7: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg8: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, %arg10: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, %arg11: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg12: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg13: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg14: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) -> (tensor<64xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<i32>, tensor<64xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<f32>) {
    %0 = stablehlo.dot %arg13, %arg2, precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<64xf32>) -> tensor<1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x64xf32>) -> tensor<64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %5 = stablehlo.add %0, %4 : tensor<8x64xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<8x64xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<8x64xf32>
    %8 = sdy.constant dense<4.471500e-02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %11 = stablehlo.multiply %7, %9 : tensor<8x64xf32>
    %12 = stablehlo.add %5, %11 : tensor<8x64xf32>
    %13 = sdy.constant dense<0.797884583> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %16 = stablehlo.multiply %12, %14 : tensor<8x64xf32>
    %17 = stablehlo.tanh %16 : tensor<8x64xf32>
    %18 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %21 = stablehlo.add %17, %19 : tensor<8x64xf32>
    %22 = sdy.constant dense<5.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %25 = stablehlo.multiply %21, %23 : tensor<8x64xf32>
    %26 = stablehlo.multiply %5, %25 : tensor<8x64xf32>
    %27 = sdy.sharding_constraint %26 <@mesh, [{"fsdp"}, {}]> : tensor<8x64xf32>
    %28 = stablehlo.dot %27, %arg3, precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
    %29 = stablehlo.reshape %arg1 : (tensor<32xf32>) -> tensor<1x32xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x32xf32>) -> tensor<32xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %33 = stablehlo.add %28, %32 : tensor<8x32xf32>
    %34 = sdy.sharding_constraint %33 <@mesh, [{"fsdp"}, {}]> : tensor<8x32xf32>
    %35 = stablehlo.subtract %34, %arg14 : tensor<8x32xf32>
    %36 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %38 = stablehlo.multiply %35, %37 : tensor<8x32xf32>
    %39 = sdy.constant dense<3.906250e-03> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %41 = stablehlo.multiply %38, %40 : tensor<8x32xf32>
    %42 = sdy.sharding_constraint %41 <@mesh, [{"fsdp"}, {}]> : tensor<8x32xf32>
    %43 = stablehlo.dot_general %42, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<64x32xf32>) -> tensor<8x64xf32>
    %44 = sdy.sharding_constraint %43 <@mesh, [{"fsdp"}, {}]> : tensor<8x64xf32>
    %45 = stablehlo.multiply %44, %25 : tensor<8x64xf32>
    %46 = stablehlo.multiply %5, %44 : tensor<8x64xf32>
    %47 = stablehlo.multiply %46, %24 : tensor<8x64xf32>
    %48 = stablehlo.subtract %20, %17 : tensor<8x64xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<8x64xf32>
    %50 = stablehlo.multiply %49, %17 : tensor<8x64xf32>
    %51 = stablehlo.add %49, %50 : tensor<8x64xf32>
    %52 = stablehlo.multiply %51, %15 : tensor<8x64xf32>
    %53 = stablehlo.add %45, %52 : tensor<8x64xf32>
    %54 = stablehlo.multiply %52, %10 : tensor<8x64xf32>
    %55 = stablehlo.multiply %5, %5 : tensor<8x64xf32>
    %56 = sdy.constant dense<3.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %58 = stablehlo.multiply %55, %57 : tensor<8x64xf32>
    %59 = stablehlo.multiply %54, %58 : tensor<8x64xf32>
    %60 = stablehlo.add %53, %59 : tensor<8x64xf32>
    %61 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%60 init: %61) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %63 = stablehlo.reshape %62 : (tensor<64xf32>) -> tensor<1x64xf32>
    %64 = stablehlo.reduce(%63 init: %61) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %65 = sdy.constant dense<1.000000e-01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %67 = stablehlo.multiply %64, %66 : tensor<64xf32>
    %68 = sdy.constant dense<0.899999976> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %70 = stablehlo.multiply %arg5, %69 : tensor<64xf32>
    %71 = stablehlo.add %67, %70 : tensor<64xf32>
    %72 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %73 = sdy.constant dense<0.899999976> : tensor<f32>
    %74 = sdy.constant dense<2147483647> : tensor<i32>
    %75 = stablehlo.compare LT, %arg4, %74 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %76 = sdy.constant dense<1> : tensor<i32>
    %77 = stablehlo.add %arg4, %76 : tensor<i32>
    %78 = stablehlo.select %75, %77, %74 : tensor<i1>, tensor<i32>
    %79 = stablehlo.convert %78 : (tensor<i32>) -> tensor<f32>
    %80 = stablehlo.power %73, %79 : tensor<f32>
    %81 = stablehlo.subtract %72, %80 : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %83 = stablehlo.divide %71, %82 : tensor<64xf32>
    %84 = stablehlo.multiply %64, %64 : tensor<64xf32>
    %85 = sdy.constant dense<1.000000e-03> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %87 = stablehlo.multiply %84, %86 : tensor<64xf32>
    %88 = sdy.constant dense<9.990000e-01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %90 = stablehlo.multiply %arg9, %89 : tensor<64xf32>
    %91 = stablehlo.add %87, %90 : tensor<64xf32>
    %92 = sdy.constant dense<9.990000e-01> : tensor<f32>
    %93 = stablehlo.convert %78 : (tensor<i32>) -> tensor<f32>
    %94 = stablehlo.power %92, %93 : tensor<f32>
    %95 = stablehlo.subtract %72, %94 : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %97 = stablehlo.divide %91, %96 : tensor<64xf32>
    %98 = stablehlo.sqrt %97 : tensor<64xf32>
    %99 = sdy.constant dense<9.99999993E-9> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %101 = stablehlo.add %98, %100 : tensor<64xf32>
    %102 = stablehlo.divide %83, %101 : tensor<64xf32>
    %103 = sdy.constant dense<-0.00999999977> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %105 = stablehlo.multiply %102, %104 : tensor<64xf32>
    %106 = stablehlo.add %arg0, %105 : tensor<64xf32>
    %107 = stablehlo.reduce(%42 init: %61) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %108 = stablehlo.reshape %107 : (tensor<32xf32>) -> tensor<1x32xf32>
    %109 = stablehlo.reduce(%108 init: %61) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %110 = sdy.constant dense<1.000000e-01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %112 = stablehlo.multiply %109, %111 : tensor<32xf32>
    %113 = sdy.constant dense<0.899999976> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %115 = stablehlo.multiply %arg6, %114 : tensor<32xf32>
    %116 = stablehlo.add %112, %115 : tensor<32xf32>
    %117 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %118 = stablehlo.divide %116, %117 : tensor<32xf32>
    %119 = stablehlo.multiply %109, %109 : tensor<32xf32>
    %120 = sdy.constant dense<1.000000e-03> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %122 = stablehlo.multiply %119, %121 : tensor<32xf32>
    %123 = sdy.constant dense<9.990000e-01> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %125 = stablehlo.multiply %arg10, %124 : tensor<32xf32>
    %126 = stablehlo.add %122, %125 : tensor<32xf32>
    %127 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %128 = stablehlo.divide %126, %127 : tensor<32xf32>
    %129 = stablehlo.sqrt %128 : tensor<32xf32>
    %130 = sdy.constant dense<9.99999993E-9> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %132 = stablehlo.add %129, %131 : tensor<32xf32>
    %133 = stablehlo.divide %118, %132 : tensor<32xf32>
    %134 = sdy.constant dense<-0.00999999977> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %136 = stablehlo.multiply %133, %135 : tensor<32xf32>
    %137 = stablehlo.add %arg1, %136 : tensor<32xf32>
    %138 = stablehlo.dot_general %60, %arg13, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<8x32xf32>) -> tensor<64x32xf32>
    %139 = stablehlo.transpose %138, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %140 = sdy.constant dense<1.000000e-01> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %142 = stablehlo.multiply %139, %141 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %143 = sdy.constant dense<0.899999976> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %145 = stablehlo.multiply %arg7, %144 : tensor<32x64xf32>
    %146 = stablehlo.add %142, %145 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %147 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %148 = stablehlo.divide %146, %147 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %149 = stablehlo.multiply %139, %139 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %150 = sdy.constant dense<1.000000e-03> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %152 = stablehlo.multiply %149, %151 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %153 = sdy.constant dense<9.990000e-01> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %155 = stablehlo.multiply %arg11, %154 : tensor<32x64xf32>
    %156 = stablehlo.add %152, %155 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %157 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %158 = stablehlo.divide %156, %157 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %159 = stablehlo.sqrt %158 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %160 = sdy.constant dense<9.99999993E-9> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %162 = stablehlo.add %159, %161 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %163 = stablehlo.divide %148, %162 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %164 = sdy.constant dense<-0.00999999977> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %166 = stablehlo.multiply %163, %165 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %167 = stablehlo.add %arg2, %166 : tensor<32x64xf32>
    %168 = stablehlo.dot_general %42, %27, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x64xf32>) -> tensor<32x64xf32>
    %169 = stablehlo.transpose %168, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %170 = sdy.constant dense<1.000000e-01> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %172 = stablehlo.multiply %169, %171 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %173 = sdy.constant dense<0.899999976> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %175 = stablehlo.multiply %arg8, %174 : tensor<64x32xf32>
    %176 = stablehlo.add %172, %175 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %177 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %178 = stablehlo.divide %176, %177 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %179 = stablehlo.multiply %169, %169 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %180 = sdy.constant dense<1.000000e-03> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %182 = stablehlo.multiply %179, %181 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %183 = sdy.constant dense<9.990000e-01> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %185 = stablehlo.multiply %arg12, %184 : tensor<64x32xf32>
    %186 = stablehlo.add %182, %185 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %187 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %188 = stablehlo.divide %186, %187 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %189 = stablehlo.sqrt %188 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %190 = sdy.constant dense<9.99999993E-9> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %192 = stablehlo.add %189, %191 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %193 = stablehlo.divide %178, %192 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %194 = sdy.constant dense<-0.00999999977> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %196 = stablehlo.multiply %193, %195 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %197 = stablehlo.add %arg3, %196 : tensor<64x32xf32>
    %198 = stablehlo.multiply %35, %35 : tensor<8x32xf32>
    %199 = stablehlo.reduce(%198 init: %61) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<f32>
    %200 = sdy.constant dense<2.560000e+02> : tensor<f32>
    %201 = stablehlo.divide %199, %200 : tensor<f32>
    return %106, %137, %167, %197, %78, %71, %116, %146, %176, %91, %126, %156, %186, %201 : tensor<64xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<i32>, tensor<64xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<f32>
  }
}
